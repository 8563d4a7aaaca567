// The admin's outages table (care through outages, issue 27): months as people say them and markets by name,
// in the admin's UI language.
import { screen, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

function serve() {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/outages/stats')
      return {
        status: 200,
        body: {
          from: '2026-06',
          to: '2026-11',
          rows: [{ month: '2026-11', market: 'ua', alert_moves: 3, outage_moves: 2, outage_cancellations: 1 }],
        },
      };
    return undefined;
  }).seen;
}

test.each<[MarketLocale, string, string]>([
  ['ua', 'листопад 2026 р.', 'Україна'],
  ['pl', 'listopad 2026', 'Ukraina'],
  ['ro', 'noiembrie 2026', 'Ucraina'],
  ['en', 'November 2026', 'Ukraine'],
])('in %s the table says the month and the market by name', async (locale, month, market) => {
  const seen = serve();
  await renderCabinet(locale, `/${locale}/cabinet/admin/outages`);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  const cells = within(table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual([month, market, '3', '2', '1']);
  expect(seen.find((r) => r.path === '/v4/admin/outages/stats')?.query.get('config_id')).toBe(locale);
});
