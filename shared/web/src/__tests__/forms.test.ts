import { validateForm, withoutEmptyStrings } from '../forms';
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
  expect(validateForm(schema, { name: 'a', age: 20, password: 'short' }).password).toEqual({ key: 'min', values: { count: 8 } });
  expect(validateForm(schema, { name: 'abcdef', age: 20 }).name).toEqual({ key: 'max', values: { count: 5 } });
});

test('number minimum 1 is required; otherwise minNumber with count; too large is maxNumber', () => {
  expect(validateForm(schema, { name: 'a', age: 20, count: 0 }).count).toEqual({ key: 'required' });
  expect(validateForm(schema, { name: 'a', age: 17 }).age).toEqual({ key: 'minNumber', values: { count: 18 } });
  expect(validateForm(schema, { name: 'a', age: 121 }).age).toEqual({ key: 'maxNumber', values: { count: 120 } });
});

test('arrays: minArray with count, maxArray', () => {
  expect(validateForm(schema, { name: 'a', age: 20, tags: ['x'] }).tags).toEqual({ key: 'minArray', values: { count: 2 } });
  expect(validateForm(schema, { name: 'a', age: 20, tags: ['x', 'y', 'z', 'w'] }).tags?.key).toBe('maxArray');
});

test('invalid e-mail: invalidEmail; a valid value has no errors', () => {
  expect(validateForm(schema, { name: 'a', age: 20, email: 'not-an-address' }).email).toEqual({ key: 'invalidEmail' });
  expect(validateForm(schema, { name: 'a', age: 20, email: 'olena@example.com' })).toEqual({});
});

test('the api schemas drive the auth forms: an unticked offer checkbox is required', () => {
  const errors = validateForm(registerBodySchema, withoutEmptyStrings({ email: 'a@b.co', password: 'longenough', name: 'Ola', oferta_accepted: false }));
  expect(errors.oferta_accepted).toEqual({ key: 'required' });
  expect(validateForm(loginBodySchema, withoutEmptyStrings({ email: '', password: '' }))).toEqual({
    email: { key: 'required' },
    password: { key: 'required' },
  });
});
