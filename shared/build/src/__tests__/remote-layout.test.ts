// Every remote has the one layout (docs/architecture.md C-5): src/app composes, src/features/<f>
// holds one feature in the same few folders, src/lib what the app's features share, and Module Federation
// exposes ./App (src/app/app.tsx) and ./routes (src/routes.ts). A new remote, or a folder a reader would not
// look for, fails here before review.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');
const REMOTES = readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') && statSync(join(ROOT, name)).isDirectory())
  .sort();

/** What src/ of a remote may hold. `config` is mf-content's CMS settings. */
const SRC_ENTRIES = new Set([
  '__tests__',
  'app',
  'bootstrap.tsx',
  'config',
  'features',
  'index.ts',
  'lib',
  'locales',
  'routes.ts',
  'test-support',
]);
/** The folders of a feature; a small feature may keep its few modules as files beside them. */
const FEATURE_FOLDERS = new Set(['__tests__', 'api', 'components', 'hooks', 'lib', 'store']);
const SOURCE_FILE = /^[a-z0-9-]+(\.module)?\.(ts|tsx|scss)$/;

/** What a component may not take from @rozmova/web/api-client: the functions that send a request. */
const CALLING_EXPORTS = new Set(['call', 'apiRequest']);

const entries = (path: string) => readdirSync(path, { withFileTypes: true });

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return entries(dir).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === '__tests__'
        ? []
        : sourcesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The api calls one file makes itself: value imports from an `api/` folder (a feature's or the app's lib/api) and
 * `call` / `apiRequest` from @rozmova/web/api-client, as `name from 'specifier'`. Type-only imports are fine.
 */
function directCalls(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm)) {
    if (match[1]) continue;
    const from = match[3]!;
    const names = match[2]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!);
    const calling =
      from === '@rozmova/web/api-client'
        ? names.filter((name) => CALLING_EXPORTS.has(name))
        : from.startsWith('.') && /(^|\/)api\//.test(from)
          ? names
          : [];
    found.push(...calling.map((name) => `${name} from '${from}'`));
  }
  return found;
}

test('directCalls sees a call taken from an api module or the api client, and lets types and helpers pass', () => {
  const text = [
    "import { apiErrorCode, call } from '@rozmova/web/api-client';",
    "import { getThings, type Thing } from '../api/things';",
    "import type { Other } from '../api/other';",
    "import { ownSlots as slots } from '../../../lib/api/own-free-slots';",
    "import { useSlice } from '@rozmova/web/store/use-slice';",
  ].join('\n');
  expect(directCalls(text)).toEqual([
    "call from '@rozmova/web/api-client'",
    "getThings from '../api/things'",
    "ownSlots from '../../../lib/api/own-free-slots'",
  ]);
});

test('there are remotes to check', () => {
  expect(REMOTES.length).toBeGreaterThanOrEqual(5);
});

describe.each(REMOTES)('%s', (remote) => {
  const src = join(ROOT, remote, 'src');

  test('exposes ./App from src/app/app.tsx and ./routes from src/routes.ts, and both exist', () => {
    const config = readFileSync(join(ROOT, remote, 'module-federation.config.ts'), 'utf8');
    const exposes = /exposes:\s*(\{[^}]*\})/.exec(config)?.[1];
    expect(exposes).toBeDefined();
    const pairs: Record<string, string> = Object.fromEntries(
      [...exposes!.matchAll(/'([^']+)':\s*'([^']+)'/g)].map((match) => [match[1]!, match[2]!]),
    );
    expect(pairs).toEqual({ './App': './src/app/app.tsx', './routes': './src/routes.ts' });
    for (const file of Object.values(pairs)) expect([file, existsSync(join(ROOT, remote, file))]).toEqual([file, true]);
  });

  test('src holds only app, features, lib and the entry files', () => {
    const unexpected = entries(src)
      .map((entry) => entry.name)
      .filter((name) => !SRC_ENTRIES.has(name));
    expect(unexpected).toEqual([]);
    for (const required of ['app', 'features', 'locales', 'bootstrap.tsx', 'index.ts', 'routes.ts']) {
      expect([required, existsSync(join(src, required))]).toEqual([required, true]);
    }
  });

  test('each feature keeps to components, store, api, hooks, lib and its tests', () => {
    const features = entries(join(src, 'features'));
    expect(features.length).toBeGreaterThan(0);
    const misplaced: string[] = [];
    for (const feature of features) {
      if (!feature.isDirectory()) {
        misplaced.push(`${feature.name} (a file directly in src/features)`);
        continue;
      }
      for (const entry of entries(join(src, 'features', feature.name))) {
        const fits = entry.isDirectory() ? FEATURE_FOLDERS.has(entry.name) : SOURCE_FILE.test(entry.name);
        if (!fits) misplaced.push(`${feature.name}/${entry.name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  // One state style for server data (issue 26): a component or hook reads a request slice (@rozmova/web/store)
  // and dispatches; the slice's saga calls the feature's api/ module. A URL builder or a constant a component
  // needs lives in the feature's lib/, not beside the calls.
  test('components and hooks never call the api themselves', () => {
    const calls = entries(join(src, 'features'))
      .filter((feature) => feature.isDirectory())
      .flatMap((feature) =>
        ['components', 'hooks'].flatMap((part) =>
          sourcesUnder(join(src, 'features', feature.name, part)).flatMap((file) =>
            directCalls(readFileSync(file, 'utf8')).map((call) => `${file.slice(src.length + 1)}: ${call}`),
          ),
        ),
      );
    expect(calls).toEqual([]);
  });

  test('src/app composes: the remote component and its store and i18n set-up live there', () => {
    const app = entries(join(src, 'app')).map((entry) => entry.name);
    expect(app).toContain('app.tsx');
    expect(app).toContain('i18n.ts');
  });
});
