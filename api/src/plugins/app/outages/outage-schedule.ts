// The planned power-outage schedule adapter (Yasno-like, api/docs/outages.md): `GET <OUTAGE_SCHEDULE_URL>`
// answers, per outage group, the planned cuts of each listed day:
//   { "1.1": { "today": { "date": "2026-11-27T00:00:00+02:00", "slots": [{ "start": 960, "end": 1200, "type": "Definite" }] },
//              "tomorrow": { ... } }, "1.2": { ... } }
// `start`/`end` are minutes after that day's local midnight (Kyiv). Only `Definite` slots are planned cuts.
import { OUTAGE_GROUPS, type OutageGroup } from '@rozmova/contracts/schemas/outages';
import { wallTimeToInstant } from '../scheduling/scheduling-contract';
import type { FetchLike } from './alerts-feed';

export const KYIV = 'Europe/Kyiv';
const DAY_MS = 86_400_000;

export interface Interval {
  start: number;
  end: number;
}

/** Kyiv's local day number (days since 1970-01-01 on its wall clock) of an ISO date's calendar date. */
function dayNumber(isoDate: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return null;
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

/** The planned cuts per group as UTC intervals; null when the body is not the expected format. */
export function parseSchedule(body: unknown): Map<OutageGroup, Interval[]> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const out = new Map<OutageGroup, Interval[]>();
  for (const group of OUTAGE_GROUPS) {
    const days = (body as Record<string, unknown>)[group];
    if (typeof days !== 'object' || days === null) continue;
    const intervals: Interval[] = [];
    for (const day of Object.values(days as Record<string, unknown>)) {
      if (typeof day !== 'object' || day === null) continue;
      const { date, slots } = day as { date?: unknown; slots?: unknown };
      const n = typeof date === 'string' ? dayNumber(date) : null;
      if (n === null || !Array.isArray(slots)) continue;
      for (const slot of slots) {
        const { start, end, type } = (slot ?? {}) as { start?: unknown; end?: unknown; type?: unknown };
        if (type !== undefined && type !== 'Definite') continue;
        if (typeof start !== 'number' || typeof end !== 'number' || !(end > start) || start < 0 || end > 1440) continue;
        const endAt = end === 1440 ? wallTimeToInstant(KYIV, n + 1, 0) : wallTimeToInstant(KYIV, n, end);
        intervals.push({ start: wallTimeToInstant(KYIV, n, start), end: endAt });
      }
    }
    out.set(group, intervals);
  }
  return out;
}

/** Reads the schedule, remembering it for `cacheMs`; an unreachable schedule marks nothing. */
export function scheduleReader(url: string, options: { fetch?: FetchLike; cacheMs?: number } = {}) {
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  let cached: { at: number; value: Map<OutageGroup, Interval[]> } | null = null;
  return async (now: number): Promise<Map<OutageGroup, Interval[]>> => {
    if (cached && now - cached.at < (options.cacheMs ?? 600_000) && now >= cached.at) return cached.value;
    try {
      const res = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
      const value = res.status === 200 ? parseSchedule(await res.json()) : null;
      if (!value) return cached?.value ?? new Map();
      cached = { at: now, value };
      return value;
    } catch {
      return cached?.value ?? new Map();
    }
  };
}
