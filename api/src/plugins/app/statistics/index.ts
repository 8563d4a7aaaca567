import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type { workerStatisticResponseSchema } from '@rozmova/contracts/schemas/appointments';
import { marketCurrency } from '@rozmova/contracts/markets';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import { therapistsRepository } from '../therapists/therapists-repository';
import { localDayAt, dayNumberToDate } from '../scheduling/zoned-time';

interface MonthRow {
  month: string;
  sessions_held: number;
  sessions_upcoming: number;
  cancelled: number;
  late_cancelled: number;
  distinct_clients: number;
  minutes_held: number;
  revenue_minor: number;
}

export type WorkerStatistic = FromSchema<typeof workerStatisticResponseSchema>;
export type StatisticRow = WorkerStatistic['totals'];

export interface StatisticsService {
  forWorker(workerId: string, range: { fromMonth?: string; toMonth?: string }): Promise<WorkerStatistic>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsService;
  }
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

// Revenue: what the therapist earns on sessions held and on late cancellations (the client pays for those).
// When the payments area is there, a booking bought through an order counts the money that came in less what
// went back out (the ledger's answer); sessions without an order (tokens, subscriptions, booked by the
// therapist) count the price recorded on the booking.
const COUNTS_SQL = `
    SELECT to_char(b.starts_at AT TIME ZONE $2::text, 'YYYY-MM') AS month,
           count(*) FILTER (WHERE b.status = 'confirmed' AND b.ends_at <= $5)::int AS sessions_held,
           count(*) FILTER (WHERE b.status = 'confirmed' AND b.ends_at > $5)::int AS sessions_upcoming,
           count(*) FILTER (WHERE b.status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE b.status = 'cancelled' AND b.cancelled_late)::int AS late_cancelled,
           count(DISTINCT b.client_id) FILTER (WHERE b.status = 'confirmed' AND b.ends_at <= $5)::int AS distinct_clients,
           COALESCE(sum(EXTRACT(EPOCH FROM (b.ends_at - b.starts_at)) / 60)
             FILTER (WHERE b.status = 'confirmed' AND b.ends_at <= $5), 0)::int AS minutes_held
      FROM bookings b
     WHERE b.worker_id = $1
       AND b.starts_at >= ($3::timestamp AT TIME ZONE $2::text) AND b.starts_at < ($4::timestamp AT TIME ZONE $2::text)
     GROUP BY 1 ORDER BY 1`;

/** The bookings that earn: held sessions and late cancellations, each with its month and recorded price. */
const EARNING_SQL = `
    SELECT b.id, to_char(b.starts_at AT TIME ZONE $2::text, 'YYYY-MM') AS month, b.price_minor
      FROM bookings b
     WHERE b.worker_id = $1
       AND ((b.status = 'confirmed' AND b.ends_at <= $5) OR (b.status = 'cancelled' AND b.cancelled_late))
       AND b.starts_at >= ($3::timestamp AT TIME ZONE $2::text) AND b.starts_at < ($4::timestamp AT TIME ZONE $2::text)`;

export default fp(
  async (fastify) => {
    const service: StatisticsService = {
      async forWorker(workerId, range) {
        const profile = await therapistsRepository.ensureOwn(fastify.db, workerId);
        if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
        const now = fastify.clock.now();
        const thisMonth = dayNumberToDate(localDayAt(profile.timeZone, now)).slice(0, 7);
        const toMonth = range.toMonth ?? thisMonth;
        let fromMonth = range.fromMonth;
        if (!fromMonth) {
          const [y, m] = toMonth.split('-').map(Number) as [number, number];
          const back = y * 12 + (m - 1) - 11;
          fromMonth = `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`;
        }
        const months = monthsBetween(fromMonth, toMonth);
        if (months.length === 0) {
          throw new ApiError(400, 'invalid_range', '`from_month` must not be after `to_month`.', [
            { field: 'to_month', rule: 'before_from' },
          ]);
        }
        if (months.length > 60) {
          throw new ApiError(400, 'invalid_range', 'At most 60 months at a time.', [
            { field: 'from_month', rule: 'max_months' },
          ]);
        }
        const [endYear, endMonth] = toMonth.split('-').map(Number) as [number, number];
        const after =
          endMonth === 12 ? `${endYear + 1}-01-01` : `${endYear}-${String(endMonth + 1).padStart(2, '0')}-01`;
        const params = [workerId, profile.timeZone, `${fromMonth}-01`, after, new Date(now)];
        const { rows: counted } = await fastify.db.query<Omit<MonthRow, 'revenue_minor'>>(COUNTS_SQL, params);
        const { rows: earning } = await fastify.db.query<{ id: string; month: string; price_minor: number }>(
          EARNING_SQL,
          params,
        );
        const withLedger = fastify.hasDecorator('ledger');
        const paid = withLedger
          ? await fastify.ledger.netPaidByBooking(
              fastify.db,
              earning.map((b) => b.id),
            )
          : new Map<string, number>();
        const revenueByMonth = new Map<string, number>();
        for (const booking of earning) {
          const earned = paid.get(booking.id) ?? Number(booking.price_minor);
          revenueByMonth.set(booking.month, (revenueByMonth.get(booking.month) ?? 0) + earned);
        }
        const rows: MonthRow[] = counted.map((row) => ({ ...row, revenue_minor: revenueByMonth.get(row.month) ?? 0 }));
        const byMonth = new Map(rows.map((row) => [row.month, row]));
        const toView = (row: Omit<MonthRow, 'month'> | undefined): StatisticRow => ({
          sessions_held: row?.sessions_held ?? 0,
          sessions_upcoming: row?.sessions_upcoming ?? 0,
          cancelled: row?.cancelled ?? 0,
          late_cancelled: row?.late_cancelled ?? 0,
          distinct_clients: row?.distinct_clients ?? 0,
          hours: Math.round(((row?.minutes_held ?? 0) / 60) * 100) / 100,
          revenue: fromMinorUnits(Number(row?.revenue_minor ?? 0)),
        });
        const { rows: totals } = await fastify.db.query<{ distinct_clients: number }>(
          `SELECT count(DISTINCT client_id)::int AS distinct_clients FROM bookings
            WHERE worker_id = $1 AND status = 'confirmed' AND ends_at <= $5
              AND starts_at >= ($3::timestamp AT TIME ZONE $2::text) AND starts_at < ($4::timestamp AT TIME ZONE $2::text)`,
          params,
        );
        const sum = (key: keyof Omit<MonthRow, 'month'>) => rows.reduce((total, row) => total + Number(row[key]), 0);
        return {
          time_zone: profile.timeZone,
          currency: marketCurrency(profile.market),
          revenue_source: withLedger ? 'ledger' : 'bookings',
          months: months.map((month) => ({ month, ...toView(byMonth.get(month)) })),
          totals: toView({
            sessions_held: sum('sessions_held'),
            sessions_upcoming: sum('sessions_upcoming'),
            cancelled: sum('cancelled'),
            late_cancelled: sum('late_cancelled'),
            // A client seen in several months is one client over the whole range.
            distinct_clients: totals[0]?.distinct_clients ?? 0,
            minutes_held: sum('minutes_held'),
            revenue_minor: sum('revenue_minor'),
          }),
        };
      },
    };
    fastify.decorate('statistics', service);
  },
  { name: 'statistics', dependencies: ['db'] },
);
