// Every visible text exists in ua, pl, ro and en: the same keys, nothing empty, the same placeholders,
// nothing left in English. Each app's locales test calls this with its four files.
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
// Our Ukrainian is `ua` to the apps and `uk` to Intl (see withUkrainianPlurals in @rozmova/web).
const PLURAL_LANGUAGE: Readonly<Record<string, string>> = { en: 'en', ua: 'uk', pl: 'pl', ro: 'ro' };

/**
 * A plural text ("sessions_one", "sessions_few") stands for one key: each language has exactly the forms its
 * grammar needs (Intl.PluralRules, the CLDR rules i18next asks), so Polish has `_few` and `_many` where English has none.
 */
function pluralBases(texts: Map<string, string>): { keys: string[]; forms: Map<string, string[]> } {
  const forms = new Map<string, string[]>();
  const keys = new Set<string>();
  for (const key of texts.keys()) {
    const match = PLURAL.exec(key);
    if (!match) {
      keys.add(key);
      continue;
    }
    const base = key.slice(0, match.index);
    keys.add(`${base}_{plural}`);
    forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
  }
  return { keys: [...keys].sort(), forms };
}

export function describeLocaleFilesInStep(files: { en: object; ua: object; pl: object; ro: object }): void {
  const reference = flatten(files.en as Tree);
  describe.each([
    ['ua', files.ua],
    ['pl', files.pl],
    ['ro', files.ro],
  ])('%s', (name, file) => {
    const texts = flatten(file as Tree);
    it('has exactly the keys of en', () => {
      expect(pluralBases(texts).keys).toEqual(pluralBases(reference).keys);
    });
    it('has every plural form its language needs', () => {
      const wanted = [...new Intl.PluralRules(PLURAL_LANGUAGE[name]).resolvedOptions().pluralCategories].sort();
      for (const [base, found] of pluralBases(texts).forms) {
        const missing = wanted.filter((form) => !found.includes(form));
        expect(`${base}: ${missing.join(',')}`).toBe(`${base}: `);
      }
    });
    it('has no empty text and keeps every placeholder', () => {
      for (const [key, text] of texts) {
        expect(`${key}: ${text.trim().length > 0}`).toBe(`${key}: true`);
        expect(`${key}: ${placeholders(text).join(',')}`).toBe(
          `${key}: ${placeholders(reference.get(key) ?? reference.get(key.replace(PLURAL, '_other'))!).join(',')}`,
        );
      }
    });
    it('is not left in English', () => {
      const same = [...texts].filter(([key, text]) => text === reference.get(key) && !/^\{\{|^E-mail$/.test(text));
      expect(same).toEqual([]);
    });
  });
}
