import { CLIENT_ERROR_CODES, ERROR_CODES, isApiErrorBody } from '@rozmova/contracts/api-error';
import { en } from '../i18n/locales/en';
import { pl } from '../i18n/locales/pl';
import { ro } from '../i18n/locales/ro';
import { ua } from '../i18n/locales/ua';

const LOCALES = { ua, pl, ro, en };
const CODES = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

describe('error texts', () => {
  it.each(Object.entries(LOCALES))('%s has a sentence for every error code', (_locale, texts) => {
    const errors = texts.errors as Record<string, unknown>;
    const missing = CODES.filter((code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(LOCALES))('%s names no code the api and the web apps do not know', (_locale, texts) => {
    expect(Object.keys(texts.errors).filter((key) => !(CODES as readonly string[]).includes(key))).toEqual([]);
  });

  it('lists each code once', () => {
    expect(new Set(CODES).size).toBe(CODES.length);
  });

  it('recognises an error body only when its code is one of ours', () => {
    expect(isApiErrorBody({ error: 'slot_taken', message: 'Taken.' })).toBe(true);
    expect(isApiErrorBody({ error: 'made_up', message: 'No.' })).toBe(false);
    expect(isApiErrorBody({ error: 'slot_taken' })).toBe(false);
  });
});
