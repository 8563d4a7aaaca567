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

const WORKER = '11111111-1111-4111-8111-111111111111';

it('lists subscriptions, cancels one, and starts a new one at the discounted monthly price', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  let cancelled = false;
  const { seen } = installFakeApi((req) => {
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
                  service_id: SERVICE_IDS.personal,
                  service_kind: 'personal',
                  price: 199,
                  currency: 'PLN',
                  duration_minutes: 50,
                },
              ],
            },
          ],
        },
      };
    }
    if (req.path === '/v4/subscription_management/get_subscriptions') {
      return {
        status: 200,
        body: {
          subscriptions: [
            {
              id: 's-1',
              worker_id: WORKER,
              service_id: SERVICE_IDS.personal,
              sessions_per_period: 4,
              status: 'active',
              current_period_end: '2030-07-01T10:00:00Z',
              cancel_at_period_end: cancelled,
              periods_paid: 1,
              sessions_left: 3,
            },
          ],
        },
      };
    }
    if (req.path === '/v4/subscription_management/cancel_subscription') {
      cancelled = true;
      return { status: 200, body: {} };
    }
    if (req.path === '/v4/subscription_management/initiate_purchase_of_subscription') {
      return {
        status: 200,
        body: {
          order_id: 'o-3',
          status: 'pending',
          checkout_url: 'http://pay.example/o-3',
          expires_at: '2030-01-01T00:00:00Z',
          price_for_user: 716.4,
          amount_minor: 71640,
          currency: 'PLN',
        },
      };
    }
    return undefined;
  });
  await renderPayments('pl', '/pl/subscriptions');
  const item = await screen.findByTestId('subscription');
  expect(item.textContent).toContain('Anna Kowalska · 4 sesje w miesiącu');
  fireEvent.click(within(item).getByText('Anuluj subskrypcję'));
  // Stopping renewals is confirmed first (issue 23, point 10): nothing is sent on the first click.
  const confirm = within(item).getByTestId('subscription-confirm');
  expect(confirm.textContent).toMatch(/^Zatrzymać odnawianie tej subskrypcji\?/);
  expect(seen.some((r) => r.path === '/v4/subscription_management/cancel_subscription')).toBe(false);
  fireEvent.click(within(confirm).getByText('Zostaw subskrypcję'));
  expect(within(item).queryByTestId('subscription-confirm')).toBeNull();
  fireEvent.click(within(item).getByText('Anuluj subskrypcję'));
  fireEvent.click(within(item).getByText('Tak, zatrzymaj odnawianie'));
  await waitFor(() =>
    expect(screen.getByTestId('subscription').textContent).toContain('Subskrypcja została anulowana'),
  );
  expect(seen.find((r) => r.path === '/v4/subscription_management/cancel_subscription')!.body).toEqual({
    subscription_id: 's-1',
  });

  fireEvent.change(screen.getByLabelText('Z terapeutą'), { target: { value: WORKER } });
  // 4 × 199 zł less 10 %.
  const buy = await screen.findByText('Subskrybuj za 716,40 zł miesięcznie');
  fireEvent.click(buy);
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-3'));
  expect(seen.find((r) => r.path === '/v4/subscription_management/initiate_purchase_of_subscription')!.body).toEqual({
    worker_id: WORKER,
    service_id: SERVICE_IDS.personal,
    sessions_per_month: 4,
  });
});
