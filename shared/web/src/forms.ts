// Form validation with ajv against the same JSON Schemas the api uses, with errors mapped to keys of
// the `forms` namespace exactly as docs/rules.md says.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export interface FieldError {
  /** Key in the `forms` namespace, e.g. `required`, `min`, `invalidType.number`. */
  key: string;
  /** Interpolation values, e.g. `{ count: 8 }`. */
  values?: Record<string, number | string>;
}

export type FormErrors = Record<string, FieldError>;

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
addFormats(ajv, ['email', 'uri', 'date', 'date-time', 'uuid']);

const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  return path || '_';
}

/** The mapping for one ajv error; `value` is the offending value. */
export function mapAjvError(error: ErrorObject, value: unknown): FieldError {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (error.keyword) {
    case 'required':
      return { key: 'required' };
    case 'type': {
      if (value === null || value === undefined) return { key: 'required' };
      const expected = String(params.type);
      if (expected.includes('integer')) return { key: 'invalidType.integer' };
      if (expected.includes('number')) return { key: 'invalidType.number' };
      // A string, boolean or list where something else was expected: the field has no usable answer.
      return { key: 'required' };
    }
    case 'minLength':
      return limit === 1 ? { key: 'required' } : { key: 'min', values: { count: limit ?? 0 } };
    case 'maxLength':
      return { key: 'max', values: { count: limit ?? 0 } };
    case 'minimum':
    case 'exclusiveMinimum':
      return limit === 1 ? { key: 'required' } : { key: 'minNumber', values: { count: limit ?? 0 } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'maxNumber', values: { count: limit ?? 0 } };
    case 'minItems':
      return { key: 'minArray', values: { count: limit ?? 0 } };
    case 'maxItems':
      return { key: 'maxArray', values: { count: limit ?? 0 } };
    case 'format':
      return params.format === 'email' ? { key: 'invalidEmail' } : { key: 'invalidFormat' };
    case 'const':
    case 'enum':
      // A required checkbox (`const: true`) left unticked, or a choice not made.
      return value === false || value === null || value === undefined || value === ''
        ? { key: 'required' }
        : { key: 'invalidFormat' };
    default:
      return { key: 'invalidFormat' };
  }
}

function valueAt(root: unknown, instancePath: string): unknown {
  let current: unknown = root;
  for (const part of instancePath.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** Validates `value` against `schema`; returns the first error per field (empty when valid). */
export function validateForm(schema: object, value: unknown): FormErrors {
  const validate = compile(schema);
  if (validate(value)) return {};
  const errors: FormErrors = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error);
    if (errors[field]) continue;
    errors[field] = mapAjvError(error, error.keyword === 'required' ? undefined : valueAt(value, error.instancePath));
  }
  return errors;
}

/** Form inputs arrive as strings; an empty one counts as missing, as the schemas expect. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== '') (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
