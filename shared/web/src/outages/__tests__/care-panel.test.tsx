/** @jest-environment jsdom */
// Care through outages as a person sees it: the alert notice in each viewer's words, the one-step free move,
// "I lost power or connection" with the month's moves left and the limit, and nothing where the api says off.
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { CareState } from '@rozmova/contracts/schemas/outages';
import { ApiError } from '@rozmova/web/api-client';
import { CarePanel, alertNotice } from '../care-panel';
import type { OutagesApi } from '../api';
import { regionIn } from '../regions';

const ID = '6f0c2a4e-8b1d-4c3a-9e57-2d4b6a8c0e13';
const WORKER = '11111111-2222-4333-8444-555555555555';

function care(overrides: Partial<CareState> = {}): CareState {
  return {
    booking_id: ID,
    viewer: 'client',
    starts_at: '2026-12-01T15:00:00.000Z',
    ends_at: '2026-12-01T15:50:00.000Z',
    alerts_enabled: true,
    in_alert_window: true,
    my_alert: null,
    other_alert: null,
    fee_waived: false,
    waiver_used: false,
    outage_report_open: true,
    outage_moves_left: 2,
    outage_moves_per_month: 2,
    ...overrides,
  };
}

function fakeApi(state: CareState | Error) {
  const calls: Array<[string, ...unknown[]]> = [];
  const api: OutagesApi = {
    careState: async () => {
      if (state instanceof Error) throw state;
      return state;
    },
    freeTimes: async (workerId, serviceId) => {
      calls.push(['freeTimes', workerId, serviceId]);
      return [
        { starts_at: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T09:50:00.000Z', planned_outage: true },
        { starts_at: '2026-12-02T10:00:00.000Z', ends_at: '2026-12-02T10:50:00.000Z' },
      ];
    },
    moveForAlert: async (bookingId, startsAt) => {
      calls.push(['moveForAlert', bookingId, startsAt]);
      return {
        booking_id: bookingId,
        outcome: 'moved',
        starts_at: startsAt,
        ends_at: '2026-12-02T10:50:00.000Z',
        token_credited: false,
        outage_moves_left: 2,
      };
    },
    lostPower: async (who, startsAt) => {
      calls.push(['lostPower', who, startsAt]);
      return {
        booking_id: ID,
        outcome: 'moved',
        starts_at: startsAt,
        ends_at: '2026-12-02T10:50:00.000Z',
        token_credited: false,
        outage_moves_left: 1,
      };
    },
    lostPowerLink: async () => {
      throw new Error('unused');
    },
    profile: async () => {
      throw new Error('unused');
    },
    setProfile: async () => {
      throw new Error('unused');
    },
    stats: async () => {
      throw new Error('unused');
    },
  };
  return { api, calls };
}

async function flush() {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
}

async function show(locale: MarketLocale, state: CareState | Error, extra: { audio?: () => void } = {}) {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  const { api, calls } = fakeApi(state);
  const moved: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <CarePanel
        locale={locale}
        bookingId={ID}
        slotSource={async () => ({ workerId: WORKER, serviceId: 'personal' })}
        onAudioOnly={extra.audio}
        onMoved={(at) => moved.push(at)}
        api={api}
      />
    </I18nextProvider>,
  );
  await flush();
  return { calls, moved };
}

describe('regions in a sentence', () => {
  it('declines the oblast for each language', () => {
    expect(regionIn('kyivska', 'ua')).toBe('в Київській області');
    expect(regionIn('kyiv', 'ua')).toBe('у місті Київ');
    expect(regionIn('krym', 'ua')).toBe('в Автономній Республіці Крим');
    expect(regionIn('kyivska', 'pl')).toBe('w obwodzie kijowskim');
    expect(regionIn('kyivska', 'ro')).toBe('în regiunea Kiev');
    expect(regionIn('kyivska', 'en')).toBe('in Kyiv oblast');
  });
});

describe('the alert notice rule', () => {
  it('says nothing without a feed, outside the window or without an alert', () => {
    const alert = { oblast_id: 'kyivska' as const, started_at: '2026-12-01T14:50:00.000Z' };
    expect(alertNotice(care({ alerts_enabled: false, my_alert: alert }), 'ua')).toBeNull();
    expect(alertNotice(care({ in_alert_window: false, my_alert: alert }), 'ua')).toBeNull();
    expect(alertNotice(care(), 'ua')).toBeNull();
  });
  it("names the client's own oblast, and never the therapist's to the client", () => {
    const alert = { oblast_id: 'kyivska' as const, started_at: '2026-12-01T14:50:00.000Z' };
    expect(alertNotice(care({ my_alert: alert }), 'ua')).toEqual({ who: 'client', region: 'в Київській області' });
    expect(alertNotice(care({ other_alert: { oblast_id: null } }), 'en')).toEqual({
      who: 'client',
      region: "in your therapist's region",
    });
    expect(alertNotice(care({ viewer: 'therapist', other_alert: { oblast_id: 'lvivska' } }), 'en')).toEqual({
      who: 'therapist',
      region: 'in Lviv oblast',
    });
  });
});

describe('the care panel', () => {
  it('tells the client calmly and moves the session free in one step', async () => {
    const audio = jest.fn();
    const { calls, moved } = await show(
      'ua',
      care({ my_alert: { oblast_id: 'kyivska', started_at: '2026-12-01T14:50:00.000Z' }, fee_waived: true }),
      { audio },
    );
    expect(screen.getByTestId('care-alert').textContent).toContain(
      'Повітряна тривога в Київській області. Пройдіть в укриття; цю сесію можна перенести безкоштовно.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Продовжити сесію лише зі звуком' }));
    expect(audio).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Перенести безкоштовно' }));
    await flush();
    expect(calls[0]).toEqual(['freeTimes', WORKER, 'personal']);
    // A time inside a planned power cut is not offered for a move.
    const times = screen.getAllByTestId('care-time');
    expect(times).toHaveLength(1);
    fireEvent.click(times[0]!);
    await flush();
    expect(calls[1]).toEqual(['moveForAlert', ID, '2026-12-02T10:00:00.000Z']);
    expect(moved).toEqual(['2026-12-02T10:00:00.000Z']);
    expect(screen.getByTestId('care-moved').textContent).toMatch(/^Готово: сесію перенесено на/);
  });

  it('tells the therapist that the client was told', async () => {
    await show('pl', care({ viewer: 'therapist', other_alert: { oblast_id: 'odeska' } }));
    expect(screen.getByTestId('care-alert').textContent).toContain(
      'Alarm przeciwlotniczy w obwodzie odeskim. Klient wie, że tę sesję można przenieść bezpłatnie.',
    );
  });

  it('moves for a lost connection with the moves left shown', async () => {
    const { calls } = await show('en', care({ outage_moves_left: 1 }));
    expect(screen.queryByTestId('care-alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I lost power or connection' }));
    await flush();
    expect(screen.getByTestId('care-moves-left').textContent).toBe('Free moves left this month: 1 of 2.');
    fireEvent.click(screen.getAllByTestId('care-time')[0]!);
    await flush();
    expect(calls[1]).toEqual(['lostPower', { booking_id: ID }, '2026-12-02T10:00:00.000Z']);
  });

  it('explains the limit instead of offering times when the month is used up', async () => {
    const { calls } = await show('ro', care({ outage_moves_left: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Am rămas fără curent sau fără conexiune' }));
    await flush();
    expect(screen.getByTestId('care-moves-left').textContent).toMatch(/Ați folosit deja toate mutările gratuite/);
    expect(screen.queryAllByTestId('care-time')).toHaveLength(0);
    expect(calls.filter((c) => c[0] === 'lostPower')).toHaveLength(0);
  });

  it('shows nothing where the feature is off', async () => {
    await show('ua', new ApiError(404, { error: 'outages_off', message: 'off' }));
    expect(screen.queryByTestId('care-panel')).toBeNull();
  });
});
