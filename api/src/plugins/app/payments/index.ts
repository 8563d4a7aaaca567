// Decorates `fastify.payments` (plugin `payments`): purchases, the webhook, cancellations' money, expiry.
// It meets scheduling through `fastify.bookings`, `fastify.appointments` and the booking events, and core
// through `fastify.accounts` (api/docs/area-contracts.md).
import fp from 'fastify-plugin';
import { ordersRepository } from './orders-repository';
import { registerPaymentsExport } from './payments-export';
import { PaymentsService } from './service';

export type { OrderReportRow } from './order-report';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export default fp(
  async (fastify) => {
    const basePath = fastify.config.basePath;
    const service = new PaymentsService({
      db: fastify.db,
      log: fastify.log,
      clock: fastify.clock,
      pricing: fastify.pricing,
      providers: fastify.paymentProviders,
      ledger: fastify.ledger,
      tokens: fastify.tokens,
      giftcodes: fastify.giftcodes,
      subscriptions: fastify.subscriptions,
      bookings: fastify.bookings,
      therapistNames: (q, userIds) => fastify.therapists.names(q, userIds),
      contactOf: (userId, q) => fastify.accounts.contact(userId, q),
      shellUrl: fastify.config.publicShellUrl,
      apiBaseUrl: `${fastify.config.publicApiUrl}${basePath}`,
      sendPartnerInvite: (q, bookingId, clientName) => fastify.appointments.sendPartnerInvite(q, bookingId, clientName),
      enqueueMail: (q, mail) => fastify.outbox.enqueue(q, mail),
      deliverSandboxCallback: async (rawBody, signatureHeader) => {
        const response = await fastify.inject({
          method: 'POST',
          url: `${basePath}/v4/payments/webhook/sandbox`,
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signatureHeader },
          payload: rawBody,
        });
        return { statusCode: response.statusCode, body: response.body };
      },
    });
    fastify.decorate('payments', service);

    fastify.addHook('onClose', async () => {
      await service.close();
    });

    fastify.accountDeletionHooks.register('payments', async (q, userId) => {
      await ordersRepository.scrubPersonalData(q, userId);
      await fastify.subscriptions.stopRenewalsOf(q, userId);
    });
    registerPaymentsExport(fastify.myDataSections, (q, ids) => fastify.therapists.names(q, ids));
    fastify.bookingEvents.onCancelled('payments', (q, event) => service.onBookingCancelled(q, event));

    // Expiry of unpaid orders (and their holds), subscription renewals and refund retries: one job a minute,
    // taken by one replica (api/docs/jobs.md). PAYMENT_SWEEP_INTERVAL_SECONDS=0 turns the schedule off.
    const everySeconds = fastify.paymentProviders.config.sweepIntervalSeconds;
    fastify.jobs.define(
      'payments.sweep',
      { ...(everySeconds > 0 ? { cron: '* * * * *' } : {}), policy: 'stately', retryLimit: 3 },
      async () => {
        const result = await service.sweep();
        if (result.expired || result.renewed || result.ended || result.refundsSent)
          fastify.log.info(result, 'payments sweep');
      },
    );
  },
  {
    name: 'payments',
    dependencies: [
      'db',
      'jobs',
      'accounts',
      'outbox',
      'bookings',
      'appointments',
      'pricing',
      'payment-providers',
      'ledger',
      'tokens',
      'giftcodes',
      'subscriptions',
      'therapists',
      'my-data',
    ],
  },
);
