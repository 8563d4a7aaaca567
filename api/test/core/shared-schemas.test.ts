import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import * as auth from '@rozmova/contracts/schemas/auth';
import * as account from '@rozmova/contracts/schemas/account';
import * as misc from '@rozmova/contracts/schemas/misc';
import * as common from '@rozmova/contracts/schemas/common';

// The web forms compile the same objects with their own Ajv; they must compile there as they do in the api,
// and accept and refuse the same things.
describe('core schemas in shared', () => {
  const ajv = addFormats(new Ajv({ allErrors: true, allowUnionTypes: true }));
  const schemas = Object.entries({ ...auth, ...account, ...misc, ...common }).filter(
    ([name, value]) => name.endsWith('Schema') && typeof value === 'object',
  );

  it('are all valid JSON Schema for a default Ajv with formats', () => {
    expect(schemas.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const [name, schema] of schemas) {
      try {
        ajv.compile(schema as object);
      } catch (err) {
        broken.push(`${name}: ${(err as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('export every form the front end needs', () => {
    for (const name of [
      'loginBodySchema',
      'registerBodySchema',
      'googleLoginBodySchema',
      'googleCompleteBodySchema',
      'restorePasswordBodySchema',
      'resetPasswordBodySchema',
      'changePasswordBodySchema',
      'changeUserInfoBodySchema',
      'notificationSettingsBodySchema',
    ]) {
      expect(auth).toHaveProperty(name);
    }
  });

  it('judge a sign-up form the way the api does', () => {
    const validate = ajv.compile(auth.registerBodySchema);
    expect(validate({ email: 'a@example.com', password: 'long-enough', name: 'A', oferta_accepted: true })).toBe(true);
    expect(validate({ email: 'a@example.com', password: 'short', name: 'A', oferta_accepted: false })).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(['/oferta_accepted', '/password']);
  });
});
