// The monthly counts of moves and cancellations for outages (the admin's statistics), and the calendar month in
// Kyiv time that the per-person monthly limit counts in.
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { OutageStats } from '@rozmova/contracts/schemas/outages';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { KYIV } from './outage-schedule';
import { outagesRepository } from './outages-repository';

const kyivMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: KYIV, year: 'numeric', month: '2-digit' });
/** The calendar month in Kyiv time, `YYYY-MM`. */
export function kyivMonth(at: number): string {
  const parts = kyivMonthFormat.formatToParts(new Date(at));
  const year = parts.find((p) => p.type === 'year')!.value;
  const month = parts.find((p) => p.type === 'month')!.value;
  return `${year}-${month}`;
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Moves and cancellations per month and market, from `fromMonth` (six months back unless given) to `toMonth`. */
export async function moveStats(
  db: Queryable,
  fromMonth: string | undefined,
  toMonth: string | undefined,
  now: number,
): Promise<OutageStats> {
  const to = toMonth ?? kyivMonth(now);
  const from = fromMonth ?? shiftMonth(to, -5);
  if (from > to)
    throw new ApiError(400, 'invalid_range', '`to` must not be before `from`.', [{ field: 'to', rule: 'after_from' }]);
  const rows = await outagesRepository.moveCounts(db, from, to);
  const byKey = new Map<string, OutageStats['rows'][number]>();
  for (const r of rows) {
    const key = `${r.month}|${r.market}`;
    const row = byKey.get(key) ?? {
      month: r.month,
      market: r.market as MarketLocale,
      alert_moves: 0,
      outage_moves: 0,
      outage_cancellations: 0,
    };
    const n = Number(r.n);
    if (r.kind === 'alert_move') row.alert_moves += n;
    else if (r.kind === 'outage_move') row.outage_moves += n;
    else row.outage_cancellations += n;
    byKey.set(key, row);
  }
  return { from, to, rows: [...byKey.values()] };
}
