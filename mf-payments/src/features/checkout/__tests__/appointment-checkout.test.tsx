import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth, type SeenRequest } from '@rozmova/testing/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { renderPayments } from '../../../test-support/render';
import { redirect } from '../../../lib/redirect';

const WORKER = '11111111-1111-4111-8111-111111111111';
const STARTS = '2030-06-03T15:00:00.000Z';
const url = `/pl/checkout/appointment?worker_id=${WORKER}&service_id=${SERVICE_IDS.couple}&starts_at=${encodeURIComponent(STARTS)}&promo_code=WIOSNA20`;
// The partner's e-mail travels in the history state, never in the address.
const PARTNER = { partner_email: 'p@example.com' };

function api(over: (req: SeenRequest) => { status: number; body?: unknown } | undefined = () => undefined, tokens = 0) {
  return installFakeApi((req) => {
    const o = over(req);
    if (o) return o;
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/get_therapists_data') {
      return {
        status: 200,
        body: {
          total: 1,
          per_page: 50,
          therapists: [
            {
              id: WORKER,
              name: 'Anna Kowalska',
              time_zone: 'Europe/Warsaw',
              prices: [
                {
                  service_id: SERVICE_IDS.couple,
                  service_kind: 'couple',
                  price: 299,
                  currency: 'PLN',
                  duration_minutes: 80,
                },
              ],
            },
          ],
        },
      };
    }
    if (req.path === '/v4/token_management/get_token_balance') {
      return {
        status: 200,
        body: {
          total: tokens,
          balances: tokens ? [{ locale: 'pl', service_id: SERVICE_IDS.couple, worker_id: null, balance: tokens }] : [],
        },
      };
    }
    return undefined;
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

it('starts the purchase with what the widget chose and sends the browser to the provider', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = api((req) =>
    req.path === '/v4/purchase_rule/initiate_purchase_of_appointment'
      ? {
          status: 200,
          body: {
            order_id: 'o-1',
            status: 'pending',
            checkout_url: 'http://localhost:8080/api/v4/payments/sandbox/checkout/o-1?token=t',
            expires_at: STARTS,
            price_for_user: 239.2,
            amount_minor: 23920,
            currency: 'PLN',
          },
        }
      : undefined,
  );
  await renderPayments('pl', url, PARTNER);
  expect(await screen.findByText('Anna Kowalska')).toBeTruthy();
  expect(screen.getByText('WIOSNA20')).toBeTruthy();
  fireEvent.click(screen.getByTestId('pay-by-card'));
  await waitFor(() =>
    expect(go).toHaveBeenCalledWith('http://localhost:8080/api/v4/payments/sandbox/checkout/o-1?token=t'),
  );
  const sent = seen.find((r) => r.path === '/v4/purchase_rule/initiate_purchase_of_appointment')!;
  expect(sent.method).toBe('POST');
  expect(sent.query.get('config_id')).toBe('pl');
  expect(sent.body).toEqual({
    worker_id: WORKER,
    service_id: SERVICE_IDS.couple,
    starts_at: STARTS,
    promo_code: 'WIOSNA20',
    partner_email: 'p@example.com',
  });
});

it('starts one purchase on a double click and says it is on its way to the provider', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = api((req) =>
    req.path === '/v4/purchase_rule/initiate_purchase_of_appointment'
      ? {
          status: 200,
          body: {
            order_id: 'o-3',
            status: 'pending',
            checkout_url: 'http://pay.example/o-3',
            expires_at: STARTS,
            price_for_user: 299,
            amount_minor: 29900,
            currency: 'PLN',
          },
        }
      : undefined,
  );
  await renderPayments('pl', url, PARTNER);
  const pay = await screen.findByTestId('pay-by-card');
  fireEvent.click(pay);
  fireEvent.click(pay);
  expect(pay.textContent).toBe('Przenosimy Cię na bezpieczną stronę płatności…');
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-3'));
  // Leaving for the provider, the button stays off: no second order from this visit.
  fireEvent.click(pay);
  expect((pay as HTMLButtonElement).disabled).toBe(true);
  expect(seen.filter((r) => r.path === '/v4/purchase_rule/initiate_purchase_of_appointment')).toHaveLength(1);
  expect(go).toHaveBeenCalledTimes(1);
});

it('goes straight to the result when the promo code makes the session free', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  api((req) =>
    req.path === '/v4/purchase_rule/initiate_purchase_of_appointment'
      ? {
          status: 200,
          body: {
            order_id: 'o-4',
            status: 'paid',
            checkout_url: null,
            expires_at: STARTS,
            price_for_user: 0,
            amount_minor: 0,
            currency: 'PLN',
          },
        }
      : undefined,
  );
  await renderPayments('pl', url, PARTNER);
  fireEvent.click(await screen.findByTestId('pay-by-card'));
  await waitFor(() => expect(where.pathname).toBe('/pl/payment/result'));
  expect(where.search).toBe('?order_id=o-4&status=paid');
  expect(go).not.toHaveBeenCalled();
});

it('says the amount with the promo code and how long the time is held, before the client leaves', async () => {
  const { seen } = api((req) =>
    req.path === '/v4/purchase_rule/apply_purchase_rule' ? { status: 200, body: { price_for_user: 239.2 } } : undefined,
  );
  await renderPayments('pl', url, PARTNER);
  await waitFor(() => expect(screen.getByTestId('checkout-amount').textContent).toBe('239,20 zł'));
  expect(screen.getByTestId('checkout-hold').textContent).toBe(
    'Trzymamy dla Ciebie ten termin przez 15 minut, dopóki płacisz.',
  );
  expect(seen.find((r) => r.path === '/v4/purchase_rule/apply_purchase_rule')!.body).toEqual({
    worker_id: WORKER,
    service_id: SERVICE_IDS.couple,
    promo_code: 'WIOSNA20',
  });
});

it('goes straight on to the provider from the widget when there is nothing to choose, once', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  api((req) =>
    req.path === '/v4/purchase_rule/initiate_purchase_of_appointment'
      ? {
          status: 200,
          body: {
            order_id: 'o-2',
            status: 'pending',
            checkout_url: 'http://pay.example/o-2',
            expires_at: STARTS,
            price_for_user: 299,
            amount_minor: 29900,
            currency: 'PLN',
          },
        }
      : undefined,
  );
  await renderPayments('pl', url, { ...PARTNER, pay_now: true });
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-2'));
  // Back from the provider, the page stays: the flag is spent and the e-mail still beside the address.
  expect(where.state).toEqual({ ...PARTNER, pay_now: false });
  expect(go).toHaveBeenCalledTimes(1);
});

it('waits for a choice when a session token could pay instead', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  api(() => undefined, 1);
  await renderPayments('pl', url, { pay_now: true });
  expect(await screen.findByText('Zarezerwuj za token sesji (masz 1 token)')).toBeTruthy();
  expect(go).not.toHaveBeenCalled();
});

it('says kindly when the time was taken meanwhile and offers to choose another', async () => {
  api((req) =>
    req.path === '/v4/purchase_rule/initiate_purchase_of_appointment'
      ? { status: 409, body: { error: 'slot_taken', message: 'taken' } }
      : undefined,
  );
  await renderPayments('pl', url, PARTNER);
  fireEvent.click(await screen.findByTestId('pay-by-card'));
  expect(await screen.findByText('Ktoś właśnie zarezerwował ten termin. Wybierz, proszę, inny.')).toBeTruthy();
  fireEvent.click(screen.getByText('Wybierz termin'));
  expect(where.pathname).toBe('/pl/therapists');
  expect(where.search).toBe(`?psychologist_id=${WORKER}`);
});

it('books with a session token the client already has', async () => {
  const { seen } = api(
    (req) =>
      req.path === '/v4/token_management/use_token'
        ? { status: 200, body: { booking_id: 'b-9', starts_at: STARTS, ends_at: STARTS, tokens_left: 1 } }
        : undefined,
    2,
  );
  await renderPayments('pl', url, PARTNER);
  fireEvent.click(await screen.findByText('Zarezerwuj za token sesji (masz 2 tokeny)'));
  await waitFor(() => expect(where.pathname).toBe('/pl/payment/result'));
  expect(where.search).toBe('?booking_id=b-9&status=paid');
  expect(seen.find((r) => r.path === '/v4/token_management/use_token')!.body).toEqual({
    worker_id: WORKER,
    service_id: SERVICE_IDS.couple,
    starts_at: STARTS,
    partner_email: 'p@example.com',
  });
});

it('asks an anonymous visitor to sign in and come back', async () => {
  installFakeApi((req) =>
    req.path === '/auth' ? { status: 401, body: { error: 'not_authenticated', message: '' } } : undefined,
  );
  await renderPayments('en', url.replace('/pl/', '/en/'));
  await screen.findByTestId('sign-in-needed');
  expect(screen.getByText('Sign in').getAttribute('href')).toBe(
    `/en/login?next=${encodeURIComponent(url.replace('/pl/', '/en/'))}`,
  );
});
