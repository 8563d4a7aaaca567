// R-account deletion: a therapist's notes on a client's sessions stay with the therapist (they are the
// therapist's working record), but the deleted client's name, e-mail and phone number are taken out of them,
// and out of every mail that spoke of them (api/docs/my-data.md, "Erasure").
//
// Names in Ukrainian, Polish and Romanian change their endings with the case ("Олена" -> "Олени", "Оленою";
// "Małgorzata" -> "Małgorzacie"; "Ioana" -> "Ioanei"), and a note may be typed without diacritics or in Latin
// letters ("Olena"). So each word of the name becomes a stem with the endings these languages put on names
// (plus the consonant changes before them), matched on a folded copy of the text (lower case, no diacritics)
// whose positions are the original's, so only the matched spans of the original are replaced.
// Nicknames and diminutives ("Оленка", "Zosia") cannot be derived from the name; api/docs/my-data.md says so.

export const REMOVED = '[removed]';

export interface Mentioned {
  name: string | null;
  email?: string | null;
  phone: string | null;
}

const SPECIAL_FOLDS: Record<string, string> = { ł: 'l', ı: 'i', ґ: 'г', đ: 'd', ß: 's', '’': "'", ʼ: "'" };

/** One character in, one character out, so a match in the folded text has the original's positions. */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  if (lower.length !== 1) return ch.length === 1 ? lower[0]! : ch;
  const special = SPECIAL_FOLDS[lower];
  if (special) return special;
  const base = lower.normalize('NFD')[0]!;
  return base;
}

export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += foldChar(text[i]!);
  return out;
}

const CYRILLIC = /[\u0400-\u04ff]/;

// Endings are folded like the text (й -> и, ї -> і), so "Андрій" and "Андрієві" share the stem "андрі".
const CYRILLIC_ENDINGS = [
  'а',
  'я',
  'у',
  'ю',
  'і',
  'ї',
  'и',
  'е',
  'є',
  'о',
  'ь',
  'й',
  'ом',
  'ем',
  'єм',
  'ою',
  'ею',
  'єю',
  'ові',
  'еві',
  'єві',
  'ів',
  'ій',
  'ої',
  'ого',
  'ому',
  'им',
  'ім',
  'ин',
  'ина',
  'ину',
  'ині',
  'иною',
  'ий',
  'ьо',
  'ьою',
].map(fold);
const LATIN_ENDINGS = [
  // Polish
  'a',
  'y',
  'i',
  'e',
  'ie',
  'ę',
  'ą',
  'o',
  'u',
  'em',
  'om',
  'owi',
  'ach',
  'ami',
  'ej',
  'ego',
  'emu',
  'ym',
  'im',
  'iem',
  'iego',
  'iemu',
  'ich',
  'iej',
  'owa',
  'owej',
  'ową',
  'owie',
  'ów',
  'ze',
  // Romanian
  'ei',
  'ul',
  'ului',
  'ule',
  'ii',
  'ilor',
  'ă',
  'ai',
].map(fold);

// Folded like the text: "ий"/"ій" read "ии"/"іи". Both the adjective ending and its last letter come off
// ("Красовський" -> "красовськ", "Андрій" -> "андрі" for "Андрія").
const CYRILLIC_FINALS = [/(?:ии|іи|ои)$/, /[аяоеєуюиіь]$/];
const LATIN_FINALS = [/ie$/, /[aeiouy]$/];

// Consonants that change before -і/-ie/-e in the dative and locative ("Ольга" -> "Ользі", "Agnieszka" ->
// "Agnieszce", "Małgorzata" -> "Małgorzacie", "Barbara" -> "Barbarze").
const CYRILLIC_ALTERNATIONS: Array<[RegExp, string]> = [
  [/г$/, 'з'],
  [/к$/, 'ц'],
  [/х$/, 'с'],
];
const LATIN_ALTERNATIONS: Array<[RegExp, string]> = [
  [/k$/, 'c'],
  [/g$/, 'dz'],
  [/t$/, 'c'],
  [/d$/, 'dz'],
  [/r$/, 'rz'],
  [/ch$/, 'sz'],
  [/sl$/, 'sl'],
];

/** Ukrainian names for a Latin-letter note (the national transliteration, KMU 2010). */
const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
  '’': '',
  ʼ: '',
  ы: 'y',
  э: 'e',
  ё: 'e',
};

function transliterate(word: string): string {
  return [...word.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');
}

function stemsOf(word: string, cyrillic: boolean): Set<string> {
  const stems = new Set<string>([word]);
  for (const final of cyrillic ? CYRILLIC_FINALS : LATIN_FINALS) {
    const bare = word.replace(final, '');
    if (bare.length >= 2) stems.add(bare);
  }
  for (const stem of [...stems]) {
    for (const [from, to] of cyrillic ? CYRILLIC_ALTERNATIONS : LATIN_ALTERNATIONS) {
      if (from.test(stem)) stems.add(stem.replace(from, to));
    }
  }
  // A vowel that drops out when an ending is added: "Лев" -> "Льва", "Paweł" -> "Pawła", "Marek" -> "Marka";
  // and Ukrainian і that is о or е in open syllables: "Федір" -> "Федора".
  const fleeting = cyrillic ? /^(.+)([еоі])([^аяоеєуюиіь'])$/ : /^(.+)(ie|e|o)([^aeiouy])$/;
  const m = word.match(fleeting);
  if (m) {
    if (m[1]!.length + 1 >= 3) stems.add(m[1]! + m[3]!);
    if (cyrillic) {
      stems.add(`${m[1]!}ь${m[3]!}`);
      if (m[2] === 'і') {
        stems.add(`${m[1]!}о${m[3]!}`);
        stems.add(`${m[1]!}е${m[3]!}`);
      }
    }
  }
  return stems;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every written form of one word of a name, as a regular-expression alternative over folded text. */
function wordForms(rawWord: string): string[] {
  const word = fold(rawWord);
  const cyrillic = CYRILLIC.test(word);
  const alternatives: string[] = [];
  const add = (w: string, isCyrillic: boolean) => {
    const endings = isCyrillic ? CYRILLIC_ENDINGS : LATIN_ENDINGS;
    for (const stem of stemsOf(w, isCyrillic)) {
      const body = escapeRe(stem).replace(/'/g, "'?");
      alternatives.push(`${body}(?:${endings.map(escapeRe).join('|')})?`);
    }
  };
  add(word, cyrillic);
  if (cyrillic) {
    const latin = fold(transliterate(rawWord));
    if (latin.length >= 2) add(latin, false);
  }
  return alternatives;
}

function namePattern(name: string): RegExp | null {
  const words = name
    .normalize('NFC')
    .split(/[\s\-‐–]+/)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((w) => [...w].length >= 2);
  if (words.length === 0) return null;
  const alternatives = words.flatMap(wordForms).sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** The phone's digits however they were typed: "+48 601-234-567", "601 234 567", "(601)234567". */
function phonePattern(phone: string): RegExp | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  // The last nine digits (the national number) with any separators between them, with or without a prefix.
  const core = digits.slice(-9).split('').join('[\\s().-]*');
  return new RegExp(`(?:\\+?\\d{1,3}[\\s().-]*)?${core}(?!\\d)`, 'g');
}

/** The address, and its local part when it is long enough to mean the person ("olena.koval"). */
function emailPattern(email: string): RegExp | null {
  const address = fold(email.trim());
  if (!address.includes('@')) return null;
  const local = address.split('@')[0]!;
  const parts = [escapeRe(address), ...(local.length >= 4 ? [escapeRe(local)] : [])];
  return new RegExp(`(?<![\\p{L}\\p{N}._%+-])(?:${parts.join('|')})(?![\\p{L}\\p{N}_%+-])`, 'gu');
}

/**
 * A function that replaces every mention of the person in a text with "[removed]" (a full name, or a run of
 * its words separated by spaces, becomes one "[removed]"). Built once per deletion, used on many texts.
 */
export function mentionScrubber(person: Mentioned): (text: string) => string {
  const patterns = [
    person.email ? emailPattern(person.email) : null,
    person.phone ? phonePattern(person.phone) : null,
    person.name ? namePattern(person.name) : null,
  ].filter((p): p is RegExp => p !== null);
  if (patterns.length === 0) return (text) => text;
  return (input) => {
    const text = input.normalize('NFC');
    const folded = fold(text);
    const spans: Array<[number, number]> = [];
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (const m of folded.matchAll(pattern)) spans.push([m.index, m.index + m[0].length]);
    }
    if (spans.length === 0) return input;
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const merged: Array<[number, number]> = [];
    for (const span of spans) {
      const last = merged.at(-1);
      if (last && (span[0] <= last[1] || /^[ \t]+$/.test(text.slice(last[1], span[0])))) {
        last[1] = Math.max(last[1], span[1]);
      } else merged.push([...span]);
    }
    let out = '';
    let at = 0;
    for (const [from, to] of merged) {
      out += text.slice(at, from) + REMOVED;
      at = to;
    }
    return out + text.slice(at);
  };
}

export function scrubMentions(text: string, name: string | null, phone: string | null, email?: string | null): string {
  return mentionScrubber({ name, phone, email: email ?? null })(text);
}

/** Every form the scrubber knows for a name (for tests that search a whole database for what must be gone). */
export function nameFormsForSearch(name: string): RegExp | null {
  return namePattern(name);
}
