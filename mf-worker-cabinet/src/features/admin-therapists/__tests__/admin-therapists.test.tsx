import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';
import { EMPTY_THERAPIST_FORM, newTherapistBody, therapistFormProblems } from '../store/therapist-form';

afterEach(() => clearClientCache());

const therapist = (over: Record<string, unknown> = {}) => ({
  id: 't-1',
  email: 'olena@example.com',
  name: 'Olena Nowak',
  market: 'pl',
  bios: { ua: '', pl: '', ro: '', en: '' },
  languages: ['pl'],
  specialisations: [],
  currency: 'PLN',
  personal_price: null,
  couple_price: 320,
  is_listed: false,
  has_weekly_hours: false,
  deactivated_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
  ...over,
});

test('the form sends trimmed values and only the prices given', () => {
  const form = {
    ...EMPTY_THERAPIST_FORM,
    email: ' new@example.com ',
    name: ' Ann ',
    market: 'ro' as const,
    languages: 'RO, en, ro',
    couple_price: '250,5',
    bios: { ua: '', pl: '', ro: ' Lucrez cu anxietatea. ', en: ' ' },
  };
  expect(therapistFormProblems(form, true)).toEqual({});
  expect(newTherapistBody(form)).toEqual({
    email: 'new@example.com',
    name: 'Ann',
    market: 'ro',
    bios: { ro: 'Lucrez cu anxietatea.' },
    languages: ['ro', 'en'],
    couple_price: 250.5,
  });
  expect(therapistFormProblems({ ...EMPTY_THERAPIST_FORM, email: 'nope', languages: 'polish' }, true)).toEqual({
    email: 'invalidEmail',
    name: 'required',
    languages: 'languages',
  });
});

test('an admin creates a therapist, sees a taken e-mail named, and the list comes back with the new account', async () => {
  let created = false;
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/therapists' && req.method === 'GET') {
      return {
        status: 200,
        body: { page: 1, per_page: 25, total: created ? 1 : 0, therapists: created ? [therapist()] : [] },
      };
    }
    if (req.path === '/v4/admin/therapists' && req.method === 'POST') {
      if ((req.body as { email: string }).email === 'taken@example.com') {
        return {
          status: 409,
          body: { error: 'email_taken', message: 'x', details: [{ field: 'email', rule: 'unique' }] },
        };
      }
      created = true;
      return { status: 201, body: { therapist: therapist(), invitation_sent: true } };
    }
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/admin');
  const form = within(await screen.findByTestId('new-therapist'));
  fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'taken@example.com' } });
  fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Olena Nowak' } });
  fireEvent.change(form.getByLabelText('Market'), { target: { value: 'pl' } });
  fireEvent.click(form.getByTestId('therapist-create'));
  expect(await form.findByText('This is already in use.')).toBeTruthy();
  expect(form.getByText('An account with this e-mail already exists.')).toBeTruthy();

  fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'olena@example.com' } });
  fireEvent.click(form.getByTestId('therapist-create'));
  expect((await form.findByTestId('therapist-created')).textContent).toBe(
    'Account created. An invitation was sent to olena@example.com.',
  );
  const row = await screen.findByTestId('admin-therapist');
  expect(within(row).getByText('Setting up')).toBeTruthy();
  expect(within(row).getByText(/Couple session: 320.00 zł/)).toBeTruthy();
  await waitFor(() =>
    expect(seen.filter((r) => r.path === '/v4/admin/therapists' && r.method === 'GET').length).toBeGreaterThanOrEqual(
      2,
    ),
  );
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { email: 'taken@example.com', name: 'Olena Nowak', market: 'pl' },
    { email: 'olena@example.com', name: 'Olena Nowak', market: 'pl' },
  ]);
});
