import fp from 'fastify-plugin';
import { marketCurrency } from '@rozmova/contracts/markets';
import { ApiError } from '../../../errors';
import { therapistsRepository } from '../therapists/therapists-repository';
import { localDayAt, dayNumberToDate } from '../scheduling/scheduling-contract';
import {
  revenueByMonth,
  statisticMonths,
  statisticsRange,
  type MonthRow,
  type WorkerStatistic,
} from './statistics-rules';

export type { StatisticRow, WorkerStatistic } from './statistics-rules';

export interface StatisticsService {
  forWorker(workerId: string, range: { fromMonth?: string; toMonth?: string }): Promise<WorkerStatistic>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsService;
  }
}

// Revenue: what the therapist earns on sessions held and on late cancellations (the client pays for those).
// When the payments area is there, a booking bought through an order counts the money that came in less what
// went back out (the ledger's answer); sessions without an order (tokens, subscriptions, booked by the
// therapist) count the price recorded on the booking (statistics-rules.ts).
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
        const profile = await therapistsRepository.ensureOwn(fastify.db, workerId, fastify.accounts);
        if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
        const now = fastify.clock.now();
        const thisMonth = dayNumberToDate(localDayAt(profile.timeZone, now)).slice(0, 7);
        const { months, firstDay, dayAfter } = statisticsRange(range, thisMonth);
        const params = [workerId, profile.timeZone, firstDay, dayAfter, new Date(now)];
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
        const revenue = revenueByMonth(earning, paid);
        const rows: MonthRow[] = counted.map((row) => ({ ...row, revenue_minor: revenue.get(row.month) ?? 0 }));
        const { rows: totals } = await fastify.db.query<{ distinct_clients: number }>(
          `SELECT count(DISTINCT client_id)::int AS distinct_clients FROM bookings
            WHERE worker_id = $1 AND status = 'confirmed' AND ends_at <= $5
              AND starts_at >= ($3::timestamp AT TIME ZONE $2::text) AND starts_at < ($4::timestamp AT TIME ZONE $2::text)`,
          params,
        );
        return {
          time_zone: profile.timeZone,
          currency: marketCurrency(profile.market),
          revenue_source: withLedger ? 'ledger' : 'bookings',
          ...statisticMonths(months, rows, totals[0]?.distinct_clients ?? 0),
        };
      },
    };
    fastify.decorate('statistics', service);
  },
  { name: 'statistics', dependencies: ['db', 'accounts'] },
);
