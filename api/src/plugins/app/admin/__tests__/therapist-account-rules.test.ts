// The admin's therapist accounts without a database (issue 30): a new account's fields, prices to the cent and
// a third decimal refused, what an edit writes, the invitation's week and link, and what the admin sees.
import { ApiError } from '../../../../errors';
import type { TherapistAccountRow } from '../therapist-accounts-repository';
import {
  accountChanges,
  emailTakenError,
  futureBookingView,
  invitationMail,
  INVITATION_VALID_DAYS,
  listFilter,
  newAccount,
  priceMinor,
  profileChanges,
  therapistView,
} from '../therapist-account-rules';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { statusCode: error.statusCode, error: error.error, message: error.message, details: error.details };
  }
  throw new Error('not refused');
}

const row: TherapistAccountRow = {
  id: 't1',
  email: 'olena@test.example',
  name: 'Olena',
  market: 'pl',
  bio_ua: 'ua bio',
  bio_pl: 'pl bio',
  bio_ro: '',
  bio_en: 'en bio',
  languages: ['pl', 'en'],
  specialisations: ['anxiety'],
  personal_price_minor: 20_050,
  couple_price_minor: null,
  is_listed: true,
  has_weekly_hours: false,
  deactivated_at: null,
  created_at: new Date('2026-11-01T08:00:00.000Z'),
};

describe('what the admin sees of an account', () => {
  it('prices in major units in the market currency, a missing price as null, instants as ISO text', () => {
    expect(therapistView(row)).toEqual({
      id: 't1',
      email: 'olena@test.example',
      name: 'Olena',
      market: 'pl',
      bios: { ua: 'ua bio', pl: 'pl bio', ro: '', en: 'en bio' },
      languages: ['pl', 'en'],
      specialisations: ['anxiety'],
      currency: 'PLN',
      personal_price: 200.5,
      couple_price: null,
      is_listed: true,
      has_weekly_hours: false,
      deactivated_at: null,
      created_at: '2026-11-01T08:00:00.000Z',
    });
  });

  it('a deactivated account with its date, a couple price without a personal one, an account without address', () => {
    const view = therapistView({
      ...row,
      email: null,
      personal_price_minor: null,
      couple_price_minor: 30_000,
      is_listed: false,
      has_weekly_hours: true,
      deactivated_at: new Date('2026-11-20T10:00:00.000Z'),
    });
    expect(view).toMatchObject({
      email: '',
      personal_price: null,
      couple_price: 300,
      is_listed: false,
      has_weekly_hours: true,
      deactivated_at: '2026-11-20T10:00:00.000Z',
    });
  });
});

describe('prices', () => {
  it('to minor units, two decimals at most', () => {
    expect(priceMinor(200.5, 'personal_price')).toBe(20_050);
    expect(priceMinor(0.01, 'personal_price')).toBe(1);
    expect(priceMinor(19.99, 'couple_price')).toBe(1999);
    expect(priceMinor(0, 'couple_price')).toBe(0);
    // Binary fractions: 0.1 + 0.2 is 30 cents, and a millionth of a cent off counts as such noise, not a decimal.
    expect(priceMinor(0.1 + 0.2, 'couple_price')).toBe(30);
    expect(priceMinor(1e-8, 'couple_price')).toBe(0);
    expect(priceMinor(null, 'couple_price')).toBeNull();
    expect(priceMinor(undefined, 'couple_price')).toBeUndefined();
  });

  it('refuses a third decimal, naming the field', () => {
    expect(refusal(() => priceMinor(200.505, 'couple_price'))).toEqual({
      statusCode: 400,
      error: 'validation_failed',
      message: 'Prices have at most two decimals.',
      details: [{ field: 'couple_price', rule: 'multipleOf' }],
    });
    expect(refusal(() => priceMinor(0.001, 'personal_price')).details).toEqual([
      { field: 'personal_price', rule: 'multipleOf' },
    ]);
  });
});

describe('a new account', () => {
  it('its address in lower case without spaces, its name trimmed, the market zone, nothing else given', () => {
    expect(newAccount({ email: '  Olena@Test.Example ', name: ' Olena K. ', market: 'ro' })).toEqual({
      email: 'olena@test.example',
      name: 'Olena K.',
      market: 'ro',
      timeZone: 'Europe/Bucharest',
      bios: {},
      languages: [],
      specialisations: [],
      personalPriceMinor: null,
      couplePriceMinor: null,
    });
  });

  it('with bios, languages, specialisations and prices', () => {
    expect(
      newAccount({
        email: 'a@test.example',
        name: 'A',
        market: 'ua',
        bios: { ua: 'Про мене' },
        languages: ['ua'],
        specialisations: ['couples'],
        personal_price: 1000,
        couple_price: 1500.5,
      }),
    ).toMatchObject({
      timeZone: 'Europe/Kiev',
      bios: { ua: 'Про мене' },
      languages: ['ua'],
      specialisations: ['couples'],
      personalPriceMinor: 100_000,
      couplePriceMinor: 150_050,
    });
  });

  it('refuses a third decimal of the personal price before the couple price', () => {
    const input = { email: 'a@test.example', name: 'A', market: 'pl' as const };
    expect(refusal(() => newAccount({ ...input, personal_price: 1.001, couple_price: 1.001 })).details).toEqual([
      { field: 'personal_price', rule: 'multipleOf' },
    ]);
    expect(refusal(() => newAccount({ ...input, couple_price: 1.001 })).details).toEqual([
      { field: 'couple_price', rule: 'multipleOf' },
    ]);
  });

  it('a taken address is a conflict naming the e-mail', () => {
    const error = emailTakenError();
    expect([error.statusCode, error.error, error.message, error.details]).toEqual([
      409,
      'email_taken',
      'An account with this e-mail already exists.',
      [{ field: 'email', rule: 'unique' }],
    ]);
  });
});

describe('an edit', () => {
  it('changes only what is given: nothing given, nothing changed', () => {
    expect(Object.values(accountChanges({})).every((value) => value === undefined)).toBe(true);
    expect(profileChanges(accountChanges({}))).toEqual({});
  });

  it('everything given: the name trimmed, prices in minor units, null removing a price', () => {
    const changes = accountChanges({
      name: ' Ola ',
      bios: { pl: ' O mnie ', en: '' },
      languages: ['pl'],
      specialisations: [],
      personal_price: 250.25,
      couple_price: null,
    });
    expect(changes).toEqual({
      name: 'Ola',
      bios: { pl: ' O mnie ', en: '' },
      languages: ['pl'],
      specialisations: [],
      personalPriceMinor: 25_025,
      couplePriceMinor: null,
    });
    expect(profileChanges(changes)).toEqual({
      displayName: 'Ola',
      bios: { pl: ' O mnie ', en: '' },
      languages: ['pl'],
      specialisations: [],
      personalPriceMinor: 25_025,
      couplePriceMinor: null,
    });
  });

  it('one field at a time changes only that field of the profile', () => {
    expect(profileChanges(accountChanges({ name: 'X' }))).toStrictEqual({ displayName: 'X' });
    expect(profileChanges(accountChanges({ languages: ['en'] }))).toStrictEqual({ languages: ['en'] });
    expect(profileChanges(accountChanges({ specialisations: ['grief'] }))).toStrictEqual({
      specialisations: ['grief'],
    });
    expect(profileChanges(accountChanges({ personal_price: 0 }))).toStrictEqual({ personalPriceMinor: 0 });
    expect(profileChanges(accountChanges({ couple_price: 99.99 }))).toStrictEqual({ couplePriceMinor: 9999 });
    expect(profileChanges(accountChanges({ couple_price: null }))).toStrictEqual({ couplePriceMinor: null });
  });

  it('refuses a third decimal, personal before couple', () => {
    expect(refusal(() => accountChanges({ personal_price: 0.005, couple_price: 0.005 })).details).toEqual([
      { field: 'personal_price', rule: 'multipleOf' },
    ]);
    expect(refusal(() => accountChanges({ couple_price: 0.005 })).details).toEqual([
      { field: 'couple_price', rule: 'multipleOf' },
    ]);
  });
});

describe('the invitation', () => {
  it('lives a week and links to the market language page to choose a password', () => {
    expect(INVITATION_VALID_DAYS).toBe(7);
    const mail = invitationMail(
      { id: 't9', email: 'ola@test.example', name: 'Ola', market: 'en' },
      'https://rozmova.test',
      'tok-123',
    );
    expect(mail).toEqual({
      purpose: 'therapist_invitation',
      userId: 't9',
      to: 'ola@test.example',
      locale: 'en',
      subject: 'Your invitation to the Rozmova therapist cabinet',
      text: expect.any(String),
    });
    expect(mail.text).toContain('Hello Ola,');
    expect(mail.text).toContain('\n\nhttps://rozmova.test/en/reset-password?token=tok-123\n\n');
    expect(mail.text).toContain('for 7 days');
  });

  it('in Polish for a Polish account', () => {
    const mail = invitationMail({ id: 't', email: 'e', name: 'Ola', market: 'pl' }, 'https://x.test', 't');
    expect(mail.locale).toBe('pl');
    expect(mail.text).toContain('https://x.test/pl/reset-password?token=t');
    expect(mail.subject).not.toBe(invitationMail({ id: 't', email: 'e', name: 'Ola', market: 'en' }, '', '').subject);
  });
});

describe('the list and a deactivation', () => {
  it('a blank search is none; the page gives the offset', () => {
    expect(listFilter({ page: 1, per_page: 20 })).toEqual({ search: null, market: null, limit: 20, offset: 0 });
    expect(listFilter({ search: '   ', market: 'ua', page: 3, per_page: 25 })).toEqual({
      search: null,
      market: 'ua',
      limit: 25,
      offset: 50,
    });
    expect(listFilter({ search: ' Ola ', page: 2, per_page: 10 })).toMatchObject({ search: 'Ola', offset: 10 });
  });

  it("a session still to come keeps its client's name and address, its start as ISO text", () => {
    const booking = {
      id: 'b1',
      starts_at: new Date('2026-12-01T10:00:00.000Z'),
      service_kind: 'personal',
      client_name: '',
      client_email: null,
    };
    expect(futureBookingView(booking)).toEqual({ ...booking, starts_at: '2026-12-01T10:00:00.000Z' });
    expect(futureBookingView({ starts_at: '2026-12-01 10:00:00+00' }).starts_at).toBe('2026-12-01T10:00:00.000Z');
  });
});
