// Issue 23 in the widget: a refused promo code says why in words (point 8), the review step never promises a
// free cancellation that has already passed (point 1), and the calendar never offers a time inside the
// therapist's minimum notice, which checkout would refuse (point 6).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { ANNA, freeSlots } from '../../../test-support/fake-api';
import { renderBooking } from '../../../test-support/render';
import { mergeSlots } from '../lib/merge-slots';
import { clientInZone } from '@rozmova/testing/client-zone';

beforeEach(() => {
  clientInZone('Europe/Warsaw');
});
afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A start on the 5-minute grid about `minutes` from now. */
const ahead = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);

function api(starts: Date[], noticeMinutes: number, promoStatus = 404) {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'en', currency: 'GBP', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    if (req.path === '/v4/get_free_slots')
      return {
        status: 200,
        body: freeSlots(
          ANNA,
          req.query.get('service_id')!,
          starts.map((d) => d.toISOString()),
          50,
          noticeMinutes,
        ),
      };
    if (req.path === '/v4/purchase_rule/apply_purchase_rule') {
      const { promo_code } = req.body as { promo_code: string };
      if (promo_code === 'default') return { status: 200, body: { price_for_user: 79 } };
      return { status: promoStatus, body: { error: 'promo_refused', message: 'refused' } };
    }
    return undefined;
  });
}

async function toReview(starts: Date[], noticeMinutes = 0, promoStatus = 404) {
  api(starts, noticeMinutes, promoStatus);
  const rendered = await renderBooking('en', `/en/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  const slots = await within(widget).findAllByTestId('slot');
  fireEvent.click(slots[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('review'));
  // The review step's code arrives when it is reached.
  await within(widget).findByTestId('promo-input');
  return { widget, ...rendered };
}

it.each([
  [404, /could not find this promo code/],
  [410, /expired or has been switched off/],
  [422, /does not apply to this session/],
  [409, /already been used as many times as it allows/],
])('point 8: a code refused with %i says why, tied to the field; the store keeps the status', async (status, why) => {
  const { widget, store } = await toReview([ahead(72 * 60)], 0, status);
  fireEvent.change(within(widget).getByTestId('promo-input'), { target: { value: 'NOPE' } });
  fireEvent.click(within(widget).getByTestId('promo-apply'));
  const message = await within(widget).findByTestId('promo-error');
  expect(message.textContent).toMatch(why);
  expect(message.getAttribute('role')).toBe('alert');
  expect(within(widget).getByTestId('promo-input').getAttribute('aria-describedby')).toBe(message.id);
  const state = store.getState() as unknown as {
    booking: { promo_code_payment: { applied_promo: { error: number } } };
  };
  expect(state.booking.promo_code_payment.applied_promo.error).toBe(status);
});

it('point 1: a time less than 24 hours ahead is not promised a free cancellation', async () => {
  const { widget } = await toReview([ahead(13 * 60)]);
  const terms = within(widget).getByTestId('cancellation-terms');
  expect(terms.getAttribute('data-kind')).toBe('late');
  expect(terms.textContent).toMatch(/less than 24 hours/);
});

it('point 1: a time days ahead names the free-cancellation deadline, 24 hours before it', async () => {
  const { widget } = await toReview([ahead(72 * 60)]);
  const terms = within(widget).getByTestId('cancellation-terms');
  expect(terms.getAttribute('data-kind')).toBe('free_until');
  expect(terms.textContent).toMatch(/free of charge until .*\d{2}:\d{2}\.$/);
});

it('point 6: a slot inside the therapist’s notice is never offered (checkout would refuse it)', async () => {
  api([ahead(11 * 60 + 55), ahead(13 * 60)], 12 * 60);
  await renderBooking('en', `/en/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  const slots = await within(widget).findAllByTestId('slot');
  const labels = slots.map((s) => s.textContent);
  const warsaw = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(d);
  expect(labels).not.toContain(warsaw(ahead(11 * 60 + 55)));
});

it('point 6: a slot drops out of the calendar once the notice reaches it while the client looks', () => {
  const now = Date.now();
  const start = new Date(now + 12 * HOUR + 20_000).toISOString();
  const list = freeSlots(ANNA, 'x', [start], 50, 12 * 60);
  expect(mergeSlots([list], now).map((s) => s.starts_at)).toEqual([start]);
  expect(mergeSlots([list], now + 30_000)).toEqual([]);
});
