// Decorates `fastify.payments` (plugin `payments`): purchases, the webhook, cancellations' money, expiry.
import fp from 'fastify-plugin';
import { ApiError } from '../../../errors';
import type { BookingsContract } from './bookings-contract';
import { PaymentsService } from './payments-service';

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
      pricing: fastify.pricing,
      providers: fastify.paymentProviders,
      ledger: fastify.ledger,
      tokens: fastify.tokens,
      giftcodes: fastify.giftcodes,
      subscriptions: fastify.subscriptions,
      // Resolved per call: scheduling's plugin may register after this one.
      bookings: () => {
        const bookings = (fastify as unknown as { bookings?: BookingsContract }).bookings;
        if (!bookings) throw new ApiError(503, 'bookings_unavailable', 'Booking is not available right now.');
        return bookings;
      },
      shellUrl: fastify.config.publicShellUrl,
      apiBaseUrl: `${fastify.config.publicApiUrl}${basePath}`,
      sendPartnerInvite: async (bookingId, clientName) => {
        const appointments = (fastify as unknown as { appointments?: { sendPartnerInvite(id: string, name: string): Promise<boolean> } }).appointments;
        return appointments ? appointments.sendPartnerInvite(bookingId, clientName) : false;
      },
      sendMail: fastify.hasDecorator('mailer') ? (message) => fastify.mailer.send(message) : null,
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

    fastify.accountDeletionHooks.register('payments', (q, userId) => PaymentsService.scrubPersonalData(q, userId));

    const everySeconds = fastify.paymentProviders.config.sweepIntervalSeconds;
    if (everySeconds > 0 && fastify.config.nodeEnv !== 'test') {
      let running: Promise<unknown> | null = null;
      const tick = () => {
        if (running) return;
        running = service
          .sweep()
          .catch((err: unknown) => fastify.log.error({ err }, 'payments sweep failed'))
          .finally(() => {
            running = null;
          });
      };
      let timer: NodeJS.Timeout | null = null;
      fastify.addHook('onReady', async () => {
        tick();
        timer = setInterval(tick, everySeconds * 1000);
        timer.unref();
      });
      fastify.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
        await running;
      });
    }
  },
  {
    name: 'payments',
    dependencies: ['db', 'accounts', 'mail', 'pricing', 'payment-providers', 'ledger', 'tokens', 'giftcodes', 'subscriptions'],
  },
);
