import i18next from 'i18next';
import { validateForm, withoutEmptyStrings } from '../forms';
import { en } from '../i18n/locales/en';
import { pl } from '../i18n/locales/pl';
import { ro } from '../i18n/locales/ro';
import { ua } from '../i18n/locales/ua';
import { loginBodySchema, registerBodySchema } from '@rozmova/contracts/schemas/auth';

const schema = {
  type: 'object',
  required: ['name', 'age'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    password: { type: 'string', minLength: 8 },
    age: { type: 'integer', minimum: 18, maximum: 120 },
    count: { type: 'number', minimum: 1 },
    weight: { type: 'number' },
    tags: { type: 'array', minItems: 2, maxItems: 3 },
    email: { type: 'string', format: 'email' },
  },
} as const;

test('missing or null: required', () => {
  expect(validateForm(schema, { age: 30 }).name).toEqual({ key: 'required' });
  expect(validateForm(schema, { name: null, age: 30 }).name).toEqual({ key: 'required' });
});

test('wrong type: invalidType.number or invalidType.integer', () => {
  expect(validateForm(schema, { name: 'a', age: 'x' }).age).toEqual({ key: 'invalidType.integer' });
  expect(validateForm(schema, { name: 'a', age: 20, weight: 'heavy' }).weight).toEqual({ key: 'invalidType.number' });
  expect(validateForm(schema, { name: 'a', age: 20.5 }).age).toEqual({ key: 'invalidType.integer' });
});

test('string minimum 1 is required; a longer minimum is min with count; too long is max with count', () => {
  expect(validateForm(schema, { name: '', age: 20 }).name).toEqual({ key: 'required' });
  expect(validateForm(schema, { name: 'a', age: 20, password: 'short' }).password).toEqual({
    key: 'min',
    values: { count: 8 },
  });
  expect(validateForm(schema, { name: 'abcdef', age: 20 }).name).toEqual({ key: 'max', values: { count: 5 } });
});

test('number minimum 1 is required; otherwise minNumber with count; too large is maxNumber', () => {
  expect(validateForm(schema, { name: 'a', age: 20, count: 0 }).count).toEqual({ key: 'required' });
  expect(validateForm(schema, { name: 'a', age: 17 }).age).toEqual({ key: 'minNumber', values: { count: 18 } });
  expect(validateForm(schema, { name: 'a', age: 121 }).age).toEqual({ key: 'maxNumber', values: { count: 120 } });
});

test('arrays: minArray with count, maxArray', () => {
  expect(validateForm(schema, { name: 'a', age: 20, tags: ['x'] }).tags).toEqual({
    key: 'minArray',
    values: { count: 2 },
  });
  expect(validateForm(schema, { name: 'a', age: 20, tags: ['x', 'y', 'z', 'w'] }).tags).toEqual({
    key: 'maxArray',
    values: { count: 3 },
  });
});

test('invalid e-mail: invalidEmail; a valid value has no errors', () => {
  expect(validateForm(schema, { name: 'a', age: 20, email: 'not-an-address' }).email).toEqual({ key: 'invalidEmail' });
  expect(validateForm(schema, { name: 'a', age: 20, email: 'olena@example.com' })).toEqual({});
});

test('the api schemas drive the auth forms: an unticked offer checkbox is required', () => {
  const errors = validateForm(
    registerBodySchema,
    withoutEmptyStrings({ email: 'a@b.co', password: 'longenough', name: 'Ola', oferta_accepted: false }),
  );
  expect(errors.oferta_accepted).toEqual({ key: 'required' });
  expect(validateForm(loginBodySchema, withoutEmptyStrings({ email: '', password: '' }))).toEqual({
    email: { key: 'required' },
    password: { key: 'required' },
  });
});

describe('every limit reaches the message (docs/rules.md R-5.1)', () => {
  const limits = {
    type: 'object',
    properties: {
      short: { type: 'string', minLength: 3, maxLength: 4 },
      amount: { type: 'number', minimum: 5, maximum: 9 },
      above: { type: 'number', exclusiveMinimum: 2, exclusiveMaximum: 7 },
      picks: { type: 'array', minItems: 2, maxItems: 3 },
    },
  } as const;
  const cases: Array<[string, Record<string, unknown>, string, string, number]> = [
    ['string too short', { short: 'ab' }, 'short', 'min', 3],
    ['string too long', { short: 'abcde' }, 'short', 'max', 4],
    ['number too small', { amount: 4 }, 'amount', 'minNumber', 5],
    ['number too large', { amount: 10 }, 'amount', 'maxNumber', 9],
    ['number not above an exclusive minimum', { above: 2 }, 'above', 'minNumber', 2],
    ['number not below an exclusive maximum', { above: 7 }, 'above', 'maxNumber', 7],
    ['too few choices', { picks: ['a'] }, 'picks', 'minArray', 2],
    ['too many choices', { picks: ['a', 'b', 'c', 'd'] }, 'picks', 'maxArray', 3],
  ];

  it.each(cases)('%s: %s gives its key with the limit as count', (_name, value, field, key, count) => {
    expect(validateForm(limits, value)[field]).toEqual({ key, values: { count } });
  });

  it.each(['ua', 'pl', 'ro', 'en'] as const)('in %s every message shows its limit and no placeholder', async (lng) => {
    const t = i18next.createInstance();
    await t.init({ lng, resources: { ua, pl, ro, en }, ns: ['forms'], defaultNS: 'forms', fallbackLng: false });
    for (const [, value, field, key, count] of cases) {
      const error = validateForm(limits, value)[field]!;
      const text = t.t(error.key, { ...error.values });
      expect(text).not.toBe(key);
      expect(text).not.toContain('{{');
      expect(text).toContain(String(count));
    }
  });
});

describe('the first error of a field is the one shown', () => {
  const schema = {
    type: 'object',
    properties: {
      email: { type: 'string', minLength: 6, format: 'email' },
      code: { type: 'string', maxLength: 3, pattern: '^[0-9]+$' },
    },
  } as const;

  it('keeps the error ajv reports first and drops the later ones of the same field', () => {
    // 'a@' is both too short and not an address: the length comes first.
    expect(validateForm(schema, { email: 'a@' }).email).toEqual({ key: 'min', values: { count: 6 } });
    // 'abcd' is both too long and not digits.
    expect(validateForm(schema, { code: 'abcd' }).code).toEqual({ key: 'max', values: { count: 3 } });
  });

  it('reports each field once, independently of the others', () => {
    expect(validateForm(schema, { email: 'a@', code: 'abcd' })).toEqual({
      email: { key: 'min', values: { count: 6 } },
      code: { key: 'max', values: { count: 3 } },
    });
  });
});
