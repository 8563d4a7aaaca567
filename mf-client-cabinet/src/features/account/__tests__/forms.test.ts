// The profile and password forms refuse what the api refuses, with the forms namespace's keys.
import { profileBody, validatePassword, validateProfile } from '../components/forms';

const profile = { name: 'Zofia', phone: '', locale: 'pl', timezone: 'Europe/Warsaw' };

it('accepts a name, no phone, a market language and a zone; an empty phone is sent as null', () => {
  expect(validateProfile(profile)).toEqual({});
  expect(profileBody(profile).phone).toBeNull();
  expect(profileBody({ ...profile, phone: '+48 22 123-45-67' }).phone).toBe('+48221234567');
});

it('asks for a name and an international phone number', () => {
  expect(validateProfile({ ...profile, name: '   ' })).toEqual({ name: { key: 'required' } });
  expect(validateProfile({ ...profile, name: 'x'.repeat(101) })).toEqual({
    name: { key: 'max', values: { count: 100 } },
  });
  expect(validateProfile({ ...profile, phone: '0221234567' })).toEqual({ phone: { key: 'invalidFormat' } });
});

it('needs the current password, a new one of 8 or more characters, typed twice the same', () => {
  expect(validatePassword({ current_password: '', new_password: '', repeat_password: '' })).toEqual({
    current_password: { key: 'required' },
    new_password: { key: 'required' },
  });
  expect(validatePassword({ current_password: 'old-pass', new_password: 'short', repeat_password: 'short' })).toEqual({
    new_password: { key: 'min', values: { count: 8 } },
  });
  expect(
    validatePassword({ current_password: 'old-pass', new_password: 'New-pass-22', repeat_password: 'New-pass-23' }),
  ).toEqual({
    repeat_password: { key: 'passwordsDiffer' },
  });
  expect(
    validatePassword({ current_password: 'old-pass', new_password: 'New-pass-22', repeat_password: 'New-pass-22' }),
  ).toEqual({});
});
