// Issue 23: the result page never promises a free-cancellation deadline already past (point 1), says a token
// booking was booked with a token and not "paid" (point 10), and says a payment cancelled on the provider's page
// was cancelled, not declined by the bank (point 10).
import { screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderPayments } from '../../../test-support/render';

afterEach(() => {
  clearClientCache();
});

const HOUR = 3_600_000;
function appointment(startsInHours: number, source: string) {
  const start = Date.now() + startsInHours * HOUR;
  return {
    id: 'b-1',
    status: 'confirmed',
    role: 'client',
    service_id: SERVICE_IDS.personal,
    service_kind: 'personal',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 50 * 60_000).toISOString(),
    time_zone: 'Europe/Warsaw',
    worker: { id: 'w-1', name: 'Anna Kowalska', photo_url: '' },
    price: 199,
    currency: 'PLN',
    source,
    free_cancellation_until: new Date(start - 24 * HOUR).toISOString(),
    call_opens_at: new Date(start - 10 * 60_000).toISOString(),
    call_closes_at: new Date(start + 65 * 60_000).toISOString(),
  };
}
const ORDER = {
  order_id: 'o-1',
  kind: 'appointment',
  amount_minor: 19900,
  currency: 'PLN',
  expires_at: '2030-06-01T10:00:00Z',
  worker_id: 'w-1',
  booking_id: 'b-1',
};

function api(body: ReturnType<typeof appointment>, order: Record<string, unknown> = { ...ORDER, status: 'paid' }) {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status') return { status: 200, body: order };
    if (req.path === '/v4/entities/get_latest_purhased_appointment')
      return { status: 200, body: { appointment: body } };
    if (req.path === '/v4/entities/get_one_appointment_details') return { status: 200, body: { appointment: body } };
    return undefined;
  });
}

it('point 1: a session paid 13 hours ahead is not promised a free cancellation; it says it would be late', async () => {
  api(appointment(13, 'purchase'));
  await renderPayments('en', '/en/payment/result?order_id=o-1&status=paid');
  const terms = await screen.findByTestId('cancellation-terms');
  expect(terms.getAttribute('data-kind')).toBe('late');
  expect(terms.textContent).toMatch(/less than 24 hours/);
  expect(terms.textContent).not.toMatch(/free of charge/);
});

it('point 1: a session 3 days ahead names the deadline, 24 hours before the start', async () => {
  api(appointment(72, 'purchase'));
  await renderPayments('en', '/en/payment/result?order_id=o-1&status=paid');
  const terms = await screen.findByTestId('cancellation-terms');
  expect(terms.getAttribute('data-kind')).toBe('free_until');
  expect(terms.textContent).toMatch(/^You can cancel or move this session free of charge until /);
});

it('point 10: a token booking says it was booked with a session token, not that a payment succeeded', async () => {
  api(appointment(72, 'token'));
  await renderPayments('ua', '/ua/payment/result?booking_id=b-1');
  const success = await screen.findByTestId('payment-success');
  expect(success.getAttribute('data-paid-with')).toBe('token');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Вашу сесію заброньовано за рахунок сесії з балансу',
  );
  expect(success.textContent).toMatch(/з картки нічого не списано/);
  expect(success.textContent).not.toMatch(/Оплата пройшла/);
});

it('point 10: cancelling on the provider page says the payment was cancelled, not declined by the bank', async () => {
  api(appointment(72, 'purchase'), { ...ORDER, status: 'cancelled', booking_id: null, last_payment_error: null });
  await renderPayments('pl', '/pl/payment/result?order_id=o-1&status=cancelled');
  const cancelled = await screen.findByTestId('payment-cancelled');
  expect(cancelled.textContent).toMatch(/Płatność została anulowana/);
  expect(cancelled.textContent).not.toMatch(/bank/i);
  expect(screen.queryByTestId('payment-failure')).toBeNull();
});
