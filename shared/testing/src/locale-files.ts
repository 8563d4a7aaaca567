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

export function describeLocaleFilesInStep(files: { en: object; ua: object; pl: object; ro: object }): void {
  const reference = flatten(files.en as Tree);
  describe.each([
    ['ua', files.ua],
    ['pl', files.pl],
    ['ro', files.ro],
  ])('%s', (_name, file) => {
    const texts = flatten(file as Tree);
    it('has exactly the keys of en', () => {
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    });
    it('has no empty text and keeps every placeholder', () => {
      for (const [key, text] of texts) {
        expect(`${key}: ${text.trim().length > 0}`).toBe(`${key}: true`);
        expect(`${key}: ${placeholders(text).join(',')}`).toBe(
          `${key}: ${placeholders(reference.get(key)!).join(',')}`,
        );
      }
    });
    it('is not left in English', () => {
      const same = [...texts].filter(([key, text]) => text === reference.get(key) && !/^\{\{|^E-mail$/.test(text));
      expect(same).toEqual([]);
    });
  });
}
