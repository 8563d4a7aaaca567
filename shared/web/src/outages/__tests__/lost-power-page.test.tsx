/** @jest-environment jsdom */
// The reminder link's landing page (/{locale}/outage-report?token=): moves left and a one-step move, the limit
// explained instead of times, and a bad link said plainly.
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import type { LostPowerLink } from '@rozmova/contracts/schemas/outages';
import { LostPowerPage } from '../lost-power-page';
import type { OutagesApi } from '../api';

const ID = '6f0c2a4e-8b1d-4c3a-9e57-2d4b6a8c0e13';
const TOKEN = 'signed-link-token-0123456789';

function link(overrides: Partial<LostPowerLink> = {}): LostPowerLink {
  return {
    booking_id: ID,
    reporter: 'client',
    worker_id: '11111111-2222-4333-8444-555555555555',
    service_id: 'personal',
    starts_at: '2026-12-01T15:00:00.000Z',
    ends_at: '2026-12-01T15:50:00.000Z',
    time_zone: 'Europe/Kyiv',
    locale: 'en',
    outage_report_open: true,
    outage_moves_left: 2,
    outage_moves_per_month: 2,
    ...overrides,
  };
}

function fakeApi(answer: LostPowerLink | null) {
  const moves: unknown[] = [];
  const unused = async () => {
    throw new Error('unused');
  };
  const api: OutagesApi = {
    careState: unused,
    moveForAlert: unused,
    profile: unused,
    setProfile: unused,
    stats: unused,
    lostPowerLink: async (token) => {
      if (!answer || token !== TOKEN) throw new Error('invalid_outage_link');
      return answer;
    },
    freeTimes: async () => [{ starts_at: '2026-12-03T09:00:00.000Z', ends_at: '2026-12-03T09:50:00.000Z' }],
    lostPower: async (who, startsAt) => {
      moves.push([who, startsAt]);
      return {
        booking_id: ID,
        outcome: 'moved',
        starts_at: startsAt,
        ends_at: '2026-12-03T09:50:00.000Z',
        token_credited: false,
        outage_moves_left: 1,
      };
    },
  };
  return { api, moves };
}

async function show(answer: LostPowerLink | null) {
  await initI18n('en');
  await i18n.changeLanguage('en');
  const { api, moves } = fakeApi(answer);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/en/outage-report?token=${TOKEN}`]}>
        <LostPowerPage locale="en" api={api} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
  return moves;
}

it('shows the moves left and moves the session with the signed link in one step', async () => {
  const moves = await show(link());
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('I lost power or connection');
  expect(screen.getByTestId('care-moves-left').textContent).toBe('Free moves left this month: 2 of 2.');
  fireEvent.click(screen.getByTestId('care-time'));
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
  expect(moves).toEqual([[{ token: TOKEN }, '2026-12-03T09:00:00.000Z']]);
  expect(screen.getByTestId('care-moved').textContent).toMatch(/^Done: the session is now on /);
});

it('explains the monthly limit instead of offering times', async () => {
  await show(link({ outage_moves_left: 0 }));
  expect(screen.getByTestId('care-moves-left').textContent).toMatch(/^You have used all 2 free moves for this month/);
  expect(screen.queryByTestId('care-time')).toBeNull();
});

it('says a bad or expired link is no longer valid', async () => {
  await show(null);
  expect(screen.getByRole('alert').textContent).toBe(
    'This link is no longer valid. Open your session in your cabinet instead.',
  );
});
