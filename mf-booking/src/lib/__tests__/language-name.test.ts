// "Limbi: română, fr" (issue 23, point 11): a language we have no word for is named by the browser in the
// page's language, never shown as its code.
import type { TFunction } from 'i18next';
import { languageName } from '../language-name';

// Only the fallback is under test: a t() that knows no key answers with the default it is given.
const unknownKeys = ((_key: string, options: { defaultValue: string }) => options.defaultValue) as unknown as TFunction;

it('names an unlisted language in the page language', () => {
  expect(languageName('fr', 'ro', unknownKeys)).toBe('franceză');
  expect(languageName('fr', 'ua', unknownKeys)).toBe('французька');
  expect(languageName('fr', 'pl', unknownKeys)).toBe('francuski');
  expect(languageName('fr', 'en', unknownKeys)).toBe('French');
});
