// Issue 23 in the client's cabinet: a cancelled future session is not offered "move or cancel" (point 10);
// purchases read what came back of an order from its refund records and name each token's market (points 2, 5);
// stopping a subscription is confirmed first (point 10); deletion names every loss (point 4).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth, type FakeApiHandler } from '@rozmova/testing/fake-api';
import { renderCabinet } from '../../test-support/render';
import { appointment } from '../../test-support/fixtures';

afterEach(() => clearClientCache());

const signedIn =
  (rest: FakeApiHandler): FakeApiHandler =>
  (req) =>
    req.path === '/auth' ? { status: 200, body: registeredAuth('zofia@example.com') } : rest(req);

it('point 10: a cancelled future session sits under "past and cancelled" with details only', async () => {
  const cancelled = appointment({ status: 'cancelled', cancelled_by: 'client', cancelled_late: false }, 72);
  installFakeApi(
    signedIn((req) => {
      if (req.path !== '/v4/entities/get-cabinet-appointment-list') return undefined;
      const past = req.query.get('kind') === 'past';
      return {
        status: 200,
        body: { kind: 'x', page: 1, per_page: 10, total: past ? 1 : 0, appointments: past ? [cancelled] : [] },
      };
    }),
  );
  await renderCabinet('en', '/en/cabinet');
  expect(await screen.findByText('Past and cancelled sessions')).toBeTruthy();
  const item = await screen.findByTestId('session-item');
  expect(within(item).queryByText('Details, move or cancel')).toBeNull();
  expect(within(item).getByText('Details')).toBeTruthy();
});

function purchasesApi(cancelledSubscription: { value: boolean }): FakeApiHandler {
  return signedIn((req) => {
    switch (req.path) {
      case '/v4/token_management/get_token_balance':
        return {
          status: 200,
          body: {
            total: 2,
            balances: [
              { locale: 'ua', service_id: SERVICE_IDS.personal, worker_id: null, balance: 1 },
              { locale: 'pl', service_id: SERVICE_IDS.personal, worker_id: null, balance: 1 },
            ],
          },
        };
      case '/v4/subscription_management/get_subscriptions':
        return {
          status: 200,
          body: {
            subscriptions: [
              {
                id: 's-1',
                worker_id: 'w-1',
                service_id: SERVICE_IDS.personal,
                sessions_per_period: 4,
                status: 'active',
                current_period_end: '2030-06-30T10:00:00.000Z',
                cancel_at_period_end: cancelledSubscription.value,
                periods_paid: 1,
                sessions_left: 3,
              },
            ],
          },
        };
      case '/v4/subscription_management/cancel_subscription':
        cancelledSubscription.value = true;
        return { status: 200, body: { ok: true } };
      case '/v4/giftcode/get_purchased_giftcodes':
        return { status: 200, body: { gift_codes: [] } };
      case '/v4/payments/get_orders':
        return {
          status: 200,
          body: {
            page: 1,
            per_page: 10,
            total: 1,
            orders: [
              {
                order_id: 'o-1',
                kind: 'appointment',
                status: 'paid',
                amount_minor: 15920,
                currency: 'PLN',
                created_at: '2030-05-01T10:00:00.000Z',
                refunded: false,
                refund_state: 'token',
              },
            ],
          },
        };
      default:
        return undefined;
    }
  });
}

it('points 2 and 5: a token refund reads as a token, not "paid" or cash; each token line names its market', async () => {
  installFakeApi(purchasesApi({ value: false }));
  await renderCabinet('en', '/en/cabinet/purchases');
  const tokens = await screen.findAllByTestId('token-balance');
  expect(tokens.map((t) => t.textContent)).toEqual([
    expect.stringContaining('(with therapists in Ukraine)'),
    expect.stringContaining('(with therapists in Poland)'),
  ]);
  const orders = await screen.findByText('Returned as a session token');
  expect(orders.tagName).toBe('TD');
  expect(screen.queryByText('Refunded')).toBeNull();
});

it('point 10: stopping a subscription asks first and can be kept', async () => {
  const state = { value: false };
  const { seen } = installFakeApi(purchasesApi(state));
  await renderCabinet('en', '/en/cabinet/purchases');
  const item = await screen.findByTestId('subscription');
  fireEvent.click(within(item).getByText('Stop the subscription'));
  const confirm = within(item).getByTestId('subscription-confirm');
  expect(confirm.textContent).toMatch(/^Stop renewing this subscription\? .* until .*2030/);
  expect(seen.some((r) => r.path === '/v4/subscription_management/cancel_subscription')).toBe(false);
  fireEvent.click(within(confirm).getByText('Keep the subscription'));
  expect(within(item).queryByTestId('subscription-confirm')).toBeNull();
  fireEvent.click(within(item).getByText('Stop the subscription'));
  fireEvent.click(within(item).getByText('Yes, stop renewals'));
  await waitFor(() =>
    expect(seen.some((r) => r.path === '/v4/subscription_management/cancel_subscription')).toBe(true),
  );
});

it('point 4: before deleting, every loss is named with its amount in the market currency', async () => {
  installFakeApi(
    signedIn((req) =>
      req.path === '/v4/account/deletion_preview'
        ? {
            status: 200,
            body: {
              prepaid: [
                {
                  market: 'ua',
                  currency: 'UAH',
                  service_id: SERVICE_IDS.personal,
                  subscription: false,
                  sessions: 5,
                  value_minor: 660250,
                },
                {
                  market: 'ua',
                  currency: 'UAH',
                  service_id: SERVICE_IDS.personal,
                  subscription: true,
                  sessions: 2,
                  value_minor: 250200,
                },
              ],
              active_subscriptions: 1,
              future_sessions: {
                card_paid: [
                  { booking_id: 'b-1', starts_at: '2030-06-03T15:00:00.000Z', amount_minor: 139000, currency: 'UAH' },
                ],
                prepaid: 1,
                other: 0,
              },
            },
          }
        : undefined,
    ),
  );
  await renderCabinet('ua', '/ua/cabinet/my-data');
  fireEvent.click(await screen.findByTestId('delete-start'));
  const losses = await screen.findByTestId('deletion-losses');
  const text = losses.textContent!;
  expect(text).toContain('5 невикористаних сесій, сплачено 6 602,50 грн. Вони пропадуть');
  expect(text).toContain('залишилось 2 сесії, сплачено 2 502,00 грн. Вони пропадуть');
  expect(text).toContain('Активних підписок: 1');
  expect(text).toContain('1 390,00 грн повернуться на вашу картку');
  expect(text).toContain('заброньованих за рахунок балансу чи підписки: 1');
});
