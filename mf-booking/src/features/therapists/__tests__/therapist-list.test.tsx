import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { ANNA, OLEH } from '../../../test-support/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { renderBooking } from '../../../test-support/render';

it('lists therapists with prices in the market currency and passes the filters to the api', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/get_therapists_data') {
      const onlyUk = req.query.get('language') === 'uk';
      const therapists = onlyUk ? [OLEH] : [ANNA, OLEH];
      return {
        status: 200,
        body: {
          config_id: 'ua',
          currency: 'UAH',
          page: 1,
          per_page: 50,
          total: therapists.length,
          therapists: therapists.map((t) => ({
            ...t,
            prices: t.prices.map((p) => ({ ...p, price: 1390, currency: 'UAH' })),
          })),
        },
      };
    }
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    return undefined;
  });
  await renderBooking('ua', '/ua/therapists');
  expect(await screen.findByRole('heading', { name: 'Знайдіть свого терапевта' })).toBeTruthy();
  const cards = await screen.findAllByTestId('therapist-card');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByText('1 390,00 грн за сесію')).toBeTruthy();
  expect(seen[seen.length - 1]!.query.get('config_id')).toBe('ua');
  expect(seen[seen.length - 1]!.query.get('service_id')).toBe(SERVICE_IDS.personal);

  fireEvent.change(screen.getByLabelText('Мова сесії'), { target: { value: 'uk' } });
  await waitFor(() => expect(screen.getAllByTestId('therapist-card')).toHaveLength(1));
  expect(where.search).toBe('?language=uk');
  fireEvent.change(screen.getByLabelText('Сесія'), { target: { value: 'couple' } });
  fireEvent.change(screen.getByLabelText('Вільний протягом'), { target: { value: '7' } });
  await waitFor(() => {
    const last = seen.filter((r) => r.path === '/get_therapists_data').pop()!;
    expect(last.query.get('service_id')).toBe(SERVICE_IDS.couple);
    expect(last.query.get('free_within_days')).toBe('7');
    expect(last.query.get('language')).toBe('uk');
  });

  fireEvent.click(
    within((await screen.findAllByTestId('therapist-card'))[0]!).getByText('Переглянути профіль і записатися'),
  );
  // The couple filter carries over to the therapist's calendar.
  expect(where.search).toBe(`?psychologist_id=${OLEH.id}&service=couple`);
});

it('tells the client when no therapist matches and when the therapist page id is unknown', async () => {
  installFakeApi((req) =>
    req.path === '/get_therapists_data'
      ? { status: 200, body: { config_id: 'ro', currency: 'RON', page: 1, per_page: 50, total: 0, therapists: [] } }
      : { status: 401, body: { error: 'not_authenticated', message: '' } },
  );
  await renderBooking('ro', '/ro/therapists?psychologist_id=nobody');
  expect(
    await screen.findByText('Nu am găsit acest terapeut. Este posibil să nu mai primească clienți noi.'),
  ).toBeTruthy();
});

it("marks a bio the therapist has not written in the page's language with the language it is in", async () => {
  const englishOnly = { ...OLEH, bio: 'I work with anxiety.', bio_locale: 'en' as const };
  installFakeApi((req) => {
    if (req.path === '/get_therapists_data') {
      return {
        status: 200,
        body: { config_id: 'ua', currency: 'UAH', page: 1, per_page: 50, total: 1, therapists: [englishOnly] },
      };
    }
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    return undefined;
  });
  await renderBooking('ua', `/ua/therapists?psychologist_id=${OLEH.id}`);
  const bio = await screen.findByText('I work with anxiety.');
  expect(bio.closest('[lang]')!.getAttribute('lang')).toBe('en');
  // The page is named for the therapist (issue 23, point 13).
  expect(document.title).toBe('Oleh Bondar — терапевт · Розмова');
});
