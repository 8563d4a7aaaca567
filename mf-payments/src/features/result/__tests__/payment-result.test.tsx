import { act, fireEvent, screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderPayments } from '../../../test-support/render';
import { PENDING_POLL_MS } from '../store/result-slices';
import { clientInZone } from '@rozmova/testing/client-zone';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  clearClientCache();
});

const ORDER = {
  order_id: 'o-1',
  kind: 'appointment',
  amount_minor: 23920,
  currency: 'PLN',
  expires_at: '2030-06-01T10:00:00Z',
  worker_id: 'w-1',
  booking_id: 'b-1',
};
const APPOINTMENT = {
  id: 'b-1',
  status: 'confirmed',
  role: 'client',
  service_id: SERVICE_IDS.couple,
  service_kind: 'couple',
  starts_at: '2030-06-03T15:00:00.000Z',
  ends_at: '2030-06-03T16:20:00.000Z',
  time_zone: 'Europe/Warsaw',
  worker: { id: 'w-1', name: 'Anna Kowalska', photo_url: '' },
  price: 239.2,
  currency: 'PLN',
  free_cancellation_until: '2030-06-02T15:00:00.000Z',
  call_opens_at: '2030-06-03T14:50:00.000Z',
  call_closes_at: '2030-06-03T16:35:00.000Z',
};

it('shows the booked appointment from the latest purchase, in the client zone, and how to join', async () => {
  clientInZone('America/New_York');
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status') return { status: 200, body: { ...ORDER, status: 'paid' } };
    if (req.path === '/v4/entities/get_latest_purhased_appointment')
      return { status: 200, body: { appointment: APPOINTMENT } };
    return undefined;
  });
  await renderPayments('pl', '/pl/payment/result?order_id=o-1&status=paid');
  await screen.findByTestId('payment-success');
  expect(screen.getByText('Twoja sesja jest zarezerwowana')).toBeTruthy();
  // 15:00 UTC on 3 June is 11:00 in New York (EDT).
  const when = screen.getByTestId('appointment-when').textContent!;
  expect(when).toContain('3 czerwca 2030 o 11:00 – 12:20');
  expect(when).toContain('czasu nowojorskiego');
  expect(when).not.toContain('America/');
  expect(screen.getByTestId('appointment-therapist').textContent).toBe('Anna Kowalska');
  expect(screen.getByText(/Twój partner może dołączyć/)).toBeTruthy();
  expect(seen.find((r) => r.path === '/v4/payments/order_status')!.query.get('order_id')).toBe('o-1');
});

it('after the client gave up on the provider page says the time was released and offers the next step', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status')
      return { status: 200, body: { ...ORDER, status: 'cancelled', booking_id: null } };
    return undefined;
  });
  await renderPayments('ua', '/ua/payment/result?order_id=o-1&status=declined');
  await screen.findByTestId('payment-failure');
  expect(screen.getByText('Оплата не пройшла')).toBeTruthy();
  expect(screen.getByText(/Обраний вами час звільнено/)).toBeTruthy();
  expect(screen.getByText('Обрати час ще раз').getAttribute('href')).toBe('/ua/therapists?psychologist_id=w-1');
});

it('waits for the bank while the order is pending, then shows the result', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let status = 'pending';
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status')
      return { status: 200, body: { ...ORDER, kind: 'bundle', quantity: 5, status } };
    return undefined;
  });
  await renderPayments('ro', '/ro/payment/result?order_id=o-1&status=paid');
  await screen.findByTestId('payment-pending');
  expect(screen.getByText('Așteptăm confirmarea')).toBeTruthy();
  status = 'paid';
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
  });
  const done = await screen.findByTestId('purchase-success');
  expect(done.getAttribute('data-kind')).toBe('bundle');
  expect(
    screen.getByText('Tokenurile de ședință sunt în contul dumneavoastră. Vă puteți programa cu ele oricând.'),
  ).toBeTruthy();
});

it('asks again at once when the client presses "check now"', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let status = 'pending';
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status')
      return { status: 200, body: { ...ORDER, kind: 'bundle', quantity: 5, status } };
    return undefined;
  });
  const asked = () => seen.filter((r) => r.path === '/v4/payments/order_status').length;
  await renderPayments('en', '/en/payment/result?order_id=o-1&status=paid');
  await screen.findByTestId('payment-pending');
  const before = asked();
  status = 'paid';
  fireEvent.click(screen.getByText('Check now'));
  expect((await screen.findByTestId('purchase-success')).getAttribute('data-kind')).toBe('bundle');
  expect(asked()).toBe(before + 1);
});

it('stops asking for a pending order once the client has left the page', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status')
      return { status: 200, body: { ...ORDER, kind: 'bundle', quantity: 5, status: 'pending' } };
    return undefined;
  });
  const asked = () => seen.filter((r) => r.path === '/v4/payments/order_status').length;
  const view = await renderPayments('en', '/en/payment/result?order_id=o-1&status=paid');
  await screen.findByTestId('payment-pending');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
  });
  expect(asked()).toBe(2);
  view.unmount();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
  });
  expect(asked()).toBe(2);
});

it('shows a paid gift certificate with its code and the download link', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status')
      return { status: 200, body: { ...ORDER, kind: 'giftcode', status: 'paid', gift_code: 'ABCD-EFGH-JKMN' } };
    return undefined;
  });
  await renderPayments('en', '/en/payment/result?order_id=o-1&status=paid');
  expect((await screen.findByTestId('gift-code')).textContent).toBe('Gift code: ABCD-EFGH-JKMN');
  expect(screen.getByTestId('gift-download').getAttribute('href')).toBe(
    'http://localhost:8080/api/v4/giftcode/pdf/result?order_id=o-1',
  );
});

it('after a declined card on an appointment says so, that nothing was charged and the time is free again', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status') {
      // The api closes a declined appointment at once and releases its slot.
      return {
        status: 200,
        body: { ...ORDER, status: 'cancelled', last_payment_error: 'declined', checkout_url: null },
      };
    }
    return undefined;
  });
  await renderPayments('pl', '/pl/payment/result?order_id=o-1&status=declined');
  const view = await screen.findByTestId('payment-declined');
  expect(view.getAttribute('data-released')).toBe('true');
  expect(view.textContent).toContain('Bank odrzucił płatność');
  expect(view.textContent).toContain('Nic nie zostało pobrane. Wybrany termin jest znowu wolny');
  expect(view.textContent).not.toContain('trzymamy');
  // Nothing left to pay: the next step is choosing a time again with the same therapist.
  expect(screen.queryByTestId('pay-again')).toBeNull();
  expect(screen.getByText('Wybierz termin ponownie').getAttribute('href')).toBe('/pl/therapists?psychologist_id=w-1');
});

it('after a declined card on a bundle offers to pay again, without talking about a time', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/payments/order_status') {
      return {
        status: 200,
        body: {
          ...ORDER,
          kind: 'bundle',
          quantity: 5,
          worker_id: null,
          booking_id: null,
          status: 'pending',
          last_payment_error: 'declined',
          checkout_url: 'http://pay.example/o-1',
        },
      };
    }
    return undefined;
  });
  await renderPayments('en', '/en/payment/result?order_id=o-1&status=declined');
  const view = await screen.findByTestId('payment-declined');
  expect(view.getAttribute('data-released')).toBe('false');
  expect(view.textContent).toContain('The bank declined the payment');
  expect(view.textContent).toContain('Nothing has been charged. You can try again, for example with another card.');
  expect(view.textContent).not.toMatch(/time/i);
  expect(screen.getByTestId('pay-again').getAttribute('href')).toBe('http://pay.example/o-1');
  expect(screen.queryByText('Choose a time again')).toBeNull();
});
