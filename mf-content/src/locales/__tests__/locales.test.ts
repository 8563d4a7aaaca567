import en from '../en.json';
import pl from '../pl.json';
import ro from '../ro.json';
import ua from '../ua.json';

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const bundles = { ua, pl, ro, en };

describe('content namespace', () => {
  const reference = leaves(ua)
    .map(([key]) => key)
    .sort();

  it.each(Object.entries(bundles))('%s has every text, none empty, with the same placeholders', (_locale, bundle) => {
    const entries = leaves(bundle);
    expect(entries.map(([key]) => key).sort()).toEqual(reference);
    for (const [key, text] of entries) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      const uaText = leaves(ua).find(([k]) => k === key)?.[1] as string;
      expect(placeholders(text as string)).toEqual(placeholders(uaText));
    }
  });

  it('is written in each language, not copied', () => {
    const texts = Object.values(bundles).map((b) => b.notFound.title);
    expect(new Set(texts).size).toBe(4);
  });
});
