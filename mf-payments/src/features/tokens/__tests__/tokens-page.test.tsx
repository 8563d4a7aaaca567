import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderPayments } from '../../../test-support/render';
import { redirect } from '../../../lib/redirect';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

it('shows the balance and the bundles of the chosen session type, and buys one', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/token_management/get_token_balance') return { status: 200, body: { total: 0, balances: [] } };
    if (req.path === '/v4/token_management/get_bundle_options') {
      return {
        status: 200,
        body: {
          currency: 'UAH',
          bundles: [
            {
              service_id: SERVICE_IDS.personal,
              quantity: 5,
              discount_percent: 5,
              price_for_user: 6602.5,
              amount_minor: 660250,
            },
            {
              service_id: SERVICE_IDS.couple,
              quantity: 5,
              discount_percent: 5,
              price_for_user: 8977.5,
              amount_minor: 897750,
            },
          ],
        },
      };
    }
    if (req.path === '/v4/token_management/initiate_purchase_of_bundle') {
      return {
        status: 200,
        body: {
          order_id: 'o-2',
          status: 'pending',
          checkout_url: 'http://pay.example/o-2',
          expires_at: '2030-01-01T00:00:00Z',
          price_for_user: 8977.5,
          amount_minor: 897750,
          currency: 'UAH',
        },
      };
    }
    return undefined;
  });
  await renderPayments('ua', '/ua/tokens');
  expect((await screen.findByTestId('token-balance')).textContent).toContain('У вас ще немає токенів сесій');
  const personal = await screen.findByTestId('bundle');
  expect(within(personal).getByText('Придбати 5 сесій за 6 602,50 грн')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Тип сесії'), { target: { value: 'couple' } });
  fireEvent.click(await screen.findByText('Придбати 5 сесій за 8 977,50 грн'));
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-2'));
  expect(seen.find((r) => r.path === '/v4/token_management/initiate_purchase_of_bundle')!.body).toEqual({
    service_id: SERVICE_IDS.couple,
    quantity: 5,
  });
});

/** Balance empty, one personal bundle of 5; the purchase answers with `purchase` (an order or a refusal). */
function serveBundles(purchase: { status: number; body: unknown }) {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/token_management/get_token_balance') return { status: 200, body: { total: 0, balances: [] } };
    if (req.path === '/v4/token_management/get_bundle_options')
      return {
        status: 200,
        body: {
          currency: 'PLN',
          bundles: [
            {
              service_id: SERVICE_IDS.personal,
              quantity: 5,
              discount_percent: 5,
              price_for_user: 950,
              amount_minor: 95000,
            },
          ],
        },
      };
    if (req.path === '/v4/token_management/initiate_purchase_of_bundle') return purchase;
    return undefined;
  });
}

it('a double click on a bundle makes one order, and the button stays off while the browser leaves', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = serveBundles({
    status: 200,
    body: {
      order_id: 'o-3',
      status: 'pending',
      checkout_url: 'http://pay.example/o-3',
      expires_at: '2030-01-01T00:00:00Z',
      price_for_user: 950,
      amount_minor: 95000,
      currency: 'PLN',
    },
  });
  await renderPayments('pl', '/pl/tokens');
  const button = (await screen.findByTestId('buy-bundle-5')) as HTMLButtonElement;
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-3'));
  expect(seen.filter((r) => r.path === '/v4/token_management/initiate_purchase_of_bundle')).toHaveLength(1);
  expect(go).toHaveBeenCalledTimes(1);
  expect(button.disabled).toBe(true);
});

it('a refused purchase says so, leaves the buttons usable and sends nobody away', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = serveBundles({ status: 503, body: { error: 'unavailable', message: 'try later' } });
  await renderPayments('en', '/en/tokens');
  const button = (await screen.findByTestId('buy-bundle-5')) as HTMLButtonElement;
  fireEvent.click(button);
  expect(await screen.findByRole('alert')).toBeTruthy();
  await waitFor(() => expect(button.disabled).toBe(false));
  expect(go).not.toHaveBeenCalled();
  expect(seen.filter((r) => r.path === '/v4/token_management/initiate_purchase_of_bundle')).toHaveLength(1);
});
