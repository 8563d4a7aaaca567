// Recurring series (issue 24, api/docs/series.md): the same therapist, session type and wall-clock time (in the
// therapist's zone) every week or every second week. Every occurrence is an ordinary booking made through
// fastify.bookings / fastify.payments, so it passes exactly the rules and database constraints a single booking
// does; this area adds the series row, the checks before confirming, and what only a series has (this and all
// following, ending a series, paying a held occurrence later and releasing it unpaid).
import fp from 'fastify-plugin';
import { seriesRepository } from './series-repository';
import { seriesBooking } from './series-booking';
import { seriesChanges } from './series-changes';
import { seriesHelpers } from './series-helpers';
import type { SeriesService } from './series-rules';

export type {
  CreateInput,
  OpenedOrder,
  PreviewInput,
  SeriesPreviewView,
  SeriesService,
  SeriesView,
} from './series-rules';

declare module 'fastify' {
  interface FastifyInstance {
    series: SeriesService;
  }
}

export default fp(
  async (fastify) => {
    const helpers = seriesHelpers(fastify);
    const service: SeriesService = { ...seriesBooking(fastify, helpers), ...seriesChanges(fastify, helpers) };

    fastify.decorate('series', service);

    // Whoever leaves, their series end with them (their sessions were cancelled by the scheduling hook).
    fastify.accountDeletionHooks.register('series', (q, userId) => seriesRepository.endAllFor(q, userId));

    fastify.jobs.define('series.payment-deadlines', { cron: '*/5 * * * *', policy: 'stately' }, async () => {
      await service.runPaymentDeadlines();
    });
  },
  {
    name: 'series',
    dependencies: ['db', 'jobs', 'outbox', 'scheduling', 'bookings', 'payments', 'accounts'],
  },
);
