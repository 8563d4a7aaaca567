// Every Romanian text of the platform, read from the sources: the apps' `ro.json` namespaces and, in the
// TypeScript modules that hold texts by language (shared/web's namespaces and small bundles, the api's mails,
// PDFs and pages), the string literals inside their `ro` entries. Used by the register check (one register per
// language, ro: "dumneavoastră" throughout); it reads files only, so it covers what no app imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Where texts live: every app's and package's sources, and the CMS stand-in's stories. */
const ROOTS = [
  'mf-content/content',
  'api/src',
  'shell/src',
  'mf-booking/src',
  'mf-client-cabinet/src',
  'mf-worker-cabinet/src',
  'mf-payments/src',
  'mf-content/src',
  'shared/web/src',
  'shared/contracts/src',
];

export interface RoText {
  /** Repository-relative file. */
  file: string;
  text: string;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__tests__' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
}

function jsonStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) jsonStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) jsonStrings(v, out);
}

/**
 * The end of the literal or bracketed value that starts at `start` (a quote, a backtick or an opening
 * bracket), skipping strings, template literals (with their `${}`) and comments inside.
 */
function valueEnd(src: string, start: number): number {
  const open = src[start]!;
  if (open === "'" || open === '"' || open === '`') return stringEnd(src, start);
  const close: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
  const stack = [close[open]!];
  let i = start + 1;
  while (i < src.length && stack.length) {
    const c = src[i]!;
    if (c === "'" || c === '"' || c === '`') i = stringEnd(src, i);
    else if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) === -1 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) + 2;
    else {
      if (close[c]) stack.push(close[c]!);
      else if (c === stack[stack.length - 1]) stack.pop();
      i += 1;
    }
  }
  return i;
}

function stringEnd(src: string, start: number): number {
  const quote = src[start]!;
  let i = start + 1;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (quote === '`' && c === '$' && src[i + 1] === '{') i = valueEnd(src, i + 1);
    else i += 1;
  }
  return i;
}

/** The texts of the string and template literals in `src[from, to)`, `${...}` parts left out. */
function literals(src: string, from: number, to: number): string[] {
  const out: string[] = [];
  let i = from;
  while (i < to) {
    const c = src[i]!;
    if (c === '/' && src[i + 1] === '/') {
      const nl = src.indexOf('\n', i);
      i = nl === -1 ? to : nl;
    } else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      const end = stringEnd(src, i);
      let body = src.slice(i + 1, end - 1);
      if (c === '`') {
        // `${...}` parts hold code (and other literals, read on their own below).
        let text = '';
        let j = 0;
        while (j < body.length) {
          if (body[j] === '\\') {
            text += body.slice(j, j + 2);
            j += 2;
          } else if (body[j] === '$' && body[j + 1] === '{') {
            const close = valueEnd(body, j + 1);
            out.push(...literals(body, j + 2, close - 1));
            text += ' ';
            j = close;
          } else {
            text += body[j];
            j += 1;
          }
        }
        body = text;
      }
      out.push(body.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'));
      i = end;
    } else i += 1;
  }
  return out;
}

/**
 * The string literals of every `ro: <value>` entry of a TypeScript source (object keys `ro` only) and of every
 * `case 'ro':` branch (up to the next `case` or `default`).
 */
export function roLiterals(src: string): string[] {
  const out: string[] = [];
  const branch = /case\s+['"]ro['"]\s*:/g;
  let b: RegExpExecArray | null;
  while ((b = branch.exec(src))) {
    const from = b.index + b[0].length;
    const next = /\bcase\s+['"]|\bdefault\s*:/g;
    next.lastIndex = from;
    const to = next.exec(src)?.index ?? src.length;
    out.push(...literals(src, from, to));
  }
  const key = /(?<![\w$.'"])(?:ro|'ro'|"ro")\s*:\s*/g;
  let m: RegExpExecArray | null;
  while ((m = key.exec(src))) {
    const start = m.index + m[0].length;
    const c = src[start];
    if (c === undefined || !`'"\`{([`.includes(c)) continue;
    const end = valueEnd(src, start);
    out.push(...literals(src, start, end));
    key.lastIndex = end;
  }
  return out;
}

export function roTexts(): RoText[] {
  const files: string[] = [];
  for (const root of ROOTS) walk(join(REPO_ROOT, root), files);
  const out: RoText[] = [];
  for (const path of files) {
    const file = relative(REPO_ROOT, path);
    if (/\.test\.tsx?$/.test(file)) continue;
    if (file.endsWith('/ro.json') || (file.startsWith('mf-content/content/ro/') && file.endsWith('.json'))) {
      const texts: string[] = [];
      jsonStrings(JSON.parse(readFileSync(path, 'utf8')), texts);
      for (const text of texts) out.push({ file, text });
    } else if (/\.tsx?$/.test(file)) {
      const src = readFileSync(path, 'utf8');
      // A whole-file namespace (`export const ro = { ... }`) is one entry too.
      const whole = /export const ro\b[^=]*=\s*/.exec(src);
      const texts = whole
        ? literals(src, whole.index + whole[0].length, valueEnd(src, whole.index + whole[0].length))
        : [];
      for (const text of [...texts, ...roLiterals(src)]) out.push({ file, text });
    }
  }
  return out;
}

/** The imperatives UI texts use most, whose familiar form also reads as the third person ("se deschide"). */
const IMPERATIVES =
  'alege|introdu|apasă|încearcă|completează|selectează|contactează|descoperă|verifică|adaugă|scrie|citește|' +
  'folosește|confirmă|deschide|reîncearcă|programează|rezervă|caută|schimbă|salvează|anulează|continuă|' +
  'cumpără|descarcă|copiază|activează|dezactivează|setează|actualizează|trimite|închide|renunță|mută|' +
  'plătește|autentifică|conectează|înregistrează|creează|mergi|vezi|află|intră|lasă|spune|dă|fă|ia|vino|' +
  'răspunde|acceptă|respinge|șterge|editează|exportă|solicită|alătură|urmărește|păstrează|bifează|notează|' +
  'repetă|finalizează|recuperează|cere|aplică|elimină|arată|găsește|oprește|pornește|dăruiește|oferă|' +
  'previzualizează|rambursează|permite|afișează|reprogramează|plătește|deconectează|abonează|dezabonează';

/**
 * The familiar ("tu") forms a formal Romanian text never uses: the pronouns and possessives of "tu" and the
 * verbs' second person singular anywhere; a clitic of "tu" written with a hyphen ("conectează-te",
 * "alege-ți", "ți-am trimis"); and the familiar imperative where a button or a sentence starts with it
 * ("Salvează", "Da, dezactivează"), since inside a sentence the same form is the third person ("pagina
 * verifică singură"). Matched whole-word, case-insensitive.
 */
export const INFORMAL_RO: readonly RegExp[] = [
  /(?<!\p{L})(tu|te|ție|ţie|tine|ta|tău|tale|tăi|ți|îți|ţi|îţi)(?!\p{L})/iu,
  /(?<!\p{L})(ești|eşti|poți|poţi|vrei|știi|ştii|dorești|doreşti|alegi|introduci|economisești|ai putea|ai nevoie|ai ales)(?!\p{L})/iu,
  /\p{L}-(te|ți|ţi)(?!\p{L})/iu,
  /(?<!\p{L})(ți|ţi|te)-(?=\p{L})/iu,
  new RegExp(`(?:^|[.!?:;…]\\s+|\\n\\s*|^(?:Da|Nu|OK),\\s*|[„"«(]\\s*)(${IMPERATIVES})(?!\\p{L})`, 'iu'),
];

/**
 * Third-person labels whose form is also the familiar imperative, used whole as a text ("Urmează" = what
 * comes next in a list).
 */
export const THIRD_PERSON_LABELS: ReadonlySet<string> = new Set(['Urmează']);

export function informalMarker(text: string): string | null {
  if (THIRD_PERSON_LABELS.has(text.trim())) return null;
  for (const rule of INFORMAL_RO) {
    const m = rule.exec(text);
    if (m) return m[0].trim();
  }
  return null;
}
