// Issue 23, point 5: tokens carry their market, so a balance in two markets shows two lines that say which.
import { screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderPayments } from '../../../test-support/render';

afterEach(() => clearClientCache());

it('names the market of each token line', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('olena@example.com') };
    if (req.path === '/v4/token_management/get_token_balance')
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
    if (req.path === '/v4/token_management/get_bundle_options')
      return { status: 200, body: { currency: 'UAH', bundles: [] } };
    return undefined;
  });
  await renderPayments('ua', '/ua/tokens');
  const lines = await screen.findAllByTestId('token-line');
  expect(lines.map((l) => l.getAttribute('data-market'))).toEqual(['ua', 'pl']);
  expect(lines[0]!.textContent).toContain('з терапевтами в Україні');
  expect(lines[1]!.textContent).toContain('з терапевтами в Польщі');
  expect(lines[0]!.textContent).not.toBe(lines[1]!.textContent);
});
