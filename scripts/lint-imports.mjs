// Two checks of scripts/lint.mjs that need the whole tree at once (docs/architecture.md B-6 and B-11):
// - import cycles, type-only imports included: ESLint's import-x/no-cycle skips `import type`, yet a cycle through
//   types still hides which module is the lower layer. Imports are resolved the way tsc resolves them, with the
//   options of the package's own tsconfig, so `@rozmova/*` package names lead to the shared sources.
// - source files over MAX_LINES lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_LINES = 400;

/** Test code (and the test-only helpers of an app) may be longer: a table of cases reads best in one place. */
export function isTestSource(rel) {
  return /(^|\/)(__tests__|test|test-support|journeys|fixtures)\//.test(rel) || /\.test\.[cm]?[jt]sx?$/.test(rel);
}

/** `rel: N lines (at most 400)` for each non-test source file over the limit. */
export function longFiles(files, root) {
  const problems = [];
  for (const path of files) {
    const rel = relative(root, path).split(sep).join('/');
    if (isTestSource(rel)) continue;
    const lines = readFileSync(path, 'utf8').split('\n').length - 1;
    if (lines > MAX_LINES) problems.push(`${rel}: ${lines} lines (at most ${MAX_LINES}; split it by what it does)`);
  }
  return problems;
}

// The one accepted cycle (B-6): the import carries the same marker ESLint's no-cycle rule reads.
const ACCEPTED_CYCLE_MARKER = /eslint-disable-next-line import-x\/no-cycle --/;

const optionsOf = new Map();
function compilerOptionsFor(file, root) {
  let dir = dirname(file);
  while (dir.startsWith(root) && !existsSync(join(dir, 'tsconfig.json'))) dir = dirname(dir);
  const config = join(dir, 'tsconfig.json');
  if (!optionsOf.has(config)) {
    const parsed = existsSync(config)
      ? ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
      : undefined;
    optionsOf.set(config, parsed?.options ?? { moduleResolution: ts.ModuleResolutionKind.Bundler });
  }
  return optionsOf.get(config);
}

/** The static imports and re-exports of one file (dynamic `import()` loads later, so it makes no cycle). */
function specifiersOf(file, text, { all = false } = {}) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const comments = ts.getLeadingCommentRanges(text, statement.pos) ?? [];
    const accepted = comments.some((range) => ACCEPTED_CYCLE_MARKER.test(text.slice(range.pos, range.end)));
    if (all || !accepted) found.push(specifier.text);
  }
  return found;
}

/** Each import cycle among `files` (TypeScript sources), as the chain of files that closes it. */
export function importCycles(files, root) {
  const inTree = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const options = compilerOptionsFor(file, root);
    const targets = new Set();
    for (const specifier of specifiersOf(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inTree.has(resolved) && resolved !== file) targets.add(resolved);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's strongly connected components; each component of two or more files holds a cycle.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const targets = edges.get(node);
      if (at < targets.length) {
        frame[1]++;
        const target = targets[at];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component);
      }
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components.map((component) => {
    const members = new Set(component);
    const rel = (file) => relative(root, file).split(sep).join('/');
    // One concrete chain through the component: breadth-first from its first file back to itself.
    const first = component.sort()[0];
    const previous = new Map([[first, null]]);
    const queue = [first];
    let closing;
    while (queue.length && !closing) {
      const node = queue.shift();
      for (const target of edges.get(node)) {
        if (!members.has(target)) continue;
        if (target === first) {
          closing = node;
          break;
        }
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
      }
    }
    const chain = [first];
    for (let node = closing; node && node !== first; node = previous.get(node)) chain.splice(1, 0, node);
    return [...chain, first].map(rel).join(' -> ');
  });
}

// The api's "public index" zone (api/docs/area-contracts.md): a plugin under api/src/plugins/app/<plugin>/ imports
// another plugin's files only through that plugin's index.ts or a named contract or types file
// (`*-contract.ts`, `*-types.ts`, `types.ts`), so each plugin can change the rest freely. A route under
// api/src/routes/ is held to the same face of every plugin: it calls the decorated service (`fastify.bookings`,
// `fastify.therapists`, ...) and imports only types and pure rules, never a repository. Tests are exempt.
const API_PLUGINS = 'api/src/plugins/app/';
const API_ROUTES = 'api/src/routes/';
const PUBLIC_FILE = /(?:^|\/)(?:index|types|[\w-]+-contract|[\w-]+-types)\.ts$/;

function pluginOf(rel) {
  if (!rel.startsWith(API_PLUGINS)) return null;
  const rest = rel.slice(API_PLUGINS.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? null : { plugin: rest.slice(0, slash), inside: rest.slice(slash + 1) };
}

// Files other plugins still reach past the public face (issue 26), each a named debt: the zone fails on any other
// file, and on an entry here that nobody imports any more. Paying one means exporting what is used from the
// plugin's index.ts (or a *-contract.ts) and calling the decorated service instead of the repository singleton.
const REPOSITORY = "a repository singleton used directly; to be reached through the owner's decorated service";
export const API_ZONE_DEBTS = {
  'therapists/therapists-repository.ts': REPOSITORY + ' (fastify.therapists) and its profile types',
  'bookings/bookings-repository.ts': REPOSITORY + ' (fastify.bookings)',
};

/** Whether `inside` (a path within a plugin's folder) is that plugin's public face. */
export function isPublicPluginFile(inside) {
  return !inside.includes('/') && PUBLIC_FILE.test(inside);
}

/** `importer: imports <plugin>/<file> (…)` for each plugin file that reaches past another plugin's public face. */
export function apiPluginZoneProblems(files, root, debts = API_ZONE_DEBTS) {
  const problems = [];
  const debtsUsed = new Set();
  const rel = (file) => relative(root, file).split(sep).join('/');
  for (const file of files) {
    // A route belongs to no plugin: every plugin is another one to it.
    const from = pluginOf(rel(file)) ?? (rel(file).startsWith(API_ROUTES) ? { plugin: null } : null);
    if (!from || isTestSource(rel(file))) continue;
    const options = compilerOptionsFor(file, root);
    for (const specifier of specifiersOf(file, readFileSync(file, 'utf8'), { all: true })) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      const to = resolved && pluginOf(rel(resolved));
      if (!to || to.plugin === from.plugin || isPublicPluginFile(to.inside)) continue;
      const target = `${to.plugin}/${to.inside}`;
      if (from.plugin === null) {
        problems.push(
          `${rel(file)}: imports ${target}; a route reaches a plugin only through its decorated service and its ` +
            `index.ts or *-contract.ts / *-types.ts file (api public index zone)`,
        );
        continue;
      }
      if (Object.hasOwn(debts, target)) {
        debtsUsed.add(target);
        continue;
      }
      problems.push(
        `${rel(file)}: imports ${to.plugin}/${to.inside}; another plugin is reached only through its index.ts or a ` +
          `*-contract.ts / *-types.ts file (api public index zone)`,
      );
    }
  }
  for (const target of Object.keys(debts)) {
    if (!debtsUsed.has(target))
      problems.push(`scripts/lint-imports.mjs: API_ZONE_DEBTS lists ${target}, which no other plugin imports now`);
  }
  return problems;
}

function sourcesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(path));
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

// `node scripts/lint-imports.mjs`: the api's public index zone on its own (scripts/lint.mjs runs it with the rest).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = apiPluginZoneProblems(
    [...sourcesUnder(join(root, API_PLUGINS)), ...sourcesUnder(join(root, API_ROUTES))],
    root,
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\nlint-imports: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('lint-imports: api plugins and routes meet plugins only at their public index');
}
/** Every import and re-export of one file, type-only and dynamic `import()` included (a feature fence counts them all). */
function allSpecifiersOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        (ts.isPropertyAccessExpression(node.expression) &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'jest' &&
          /^(mock|requireActual|doMock)$/.test(node.expression.name.text))) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The apps whose `src/features/<name>` folders are fenced from each other (docs/architecture.md B-9). */
export const FEATURE_APPS = [
  'shell',
  'mf-booking',
  'mf-client-cabinet',
  'mf-content',
  'mf-payments',
  'mf-worker-cabinet',
];

/**
 * B-9 (issue 26): inside every app, a feature (`<app>/src/features/<a>`, its tests included) never imports another
 * feature of the same app (`<app>/src/features/<b>`), statically, by type or on demand. What two features share
 * lives in `<app>/src/lib` (or `@rozmova/web`); `<app>/src/app` composes the features. Each crossing import as
 * `rel: imports features/<b>/...`.
 */
export function featureFenceProblems(files, root, apps = FEATURE_APPS) {
  const fences = apps.map((app) => ({
    app,
    src: join(root, app, 'src') + sep,
    dir: join(root, app, 'src', 'features') + sep,
  }));
  const featureOf = (file) => {
    const fence = fences.find(({ dir }) => file.startsWith(dir));
    return fence ? { fence, name: file.slice(fence.dir.length).split(sep)[0] } : null;
  };
  const problems = [];
  for (const file of files) {
    const own = featureOf(file);
    if (!own) continue;
    const options = compilerOptionsFor(file, root);
    for (const specifier of allSpecifiersOf(file, readFileSync(file, 'utf8'))) {
      const resolved =
        ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName ??
        (specifier.startsWith('.') ? join(dirname(file), specifier) : null);
      const other = resolved && featureOf(resolved);
      if (other && other.fence === own.fence && other.name !== own.name)
        problems.push(
          `${relative(root, file).split(sep).join('/')}: imports ${relative(own.fence.src, resolved)
            .split(sep)
            .join('/')}; ` +
            `a feature never imports another feature of its app: share it through ${own.fence.app}/src/lib ` +
            `(or @rozmova/web), compose features in ${own.fence.app}/src/app (docs/architecture.md B-9)`,
        );
    }
  }
  return problems;
}
