import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { workerBookingView } from '../../plugins/app/bookings/bookings-contract';
import * as endpoints from '@rozmova/contracts/endpoints/bookings';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

// Both the client and the therapist of a booking use these; anyone else gets 404 as if it did not exist.
export default async function cancelRescheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.cancelBooking, {
      tags: ['bookings'],
      summary:
        'Cancels a booking: a client free of charge until 24 h before (later = late); a therapist at any time before the start; an admin any booking, for the platform (a system cancellation naming the admin, always refunded, both sides e-mailed). Money goes back to the original payment method unless the client chose a token (themselves, or through an admin with client_asked_for_token)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { changesNoAccount: true },
    handler: async (request) => {
      const user = request.user!;
      // An admin cancelled for the platform: both the client and the therapist are told what happened, by mails
      // written in the cancellation's transaction.
      const result = await fastify.bookings.cancel(
        { id: user.id, role: user.role },
        {
          bookingId: request.body.booking_id,
          refundTo: request.body.refund_to,
          reason: request.body.reason ?? null,
          clientAskedForToken: request.body.client_asked_for_token,
        },
        async (q, cancelled) => {
          if (cancelled.cancelledBy === 'system') await fastify.adminOrders.tellBothSides(q, cancelled.booking.id);
        },
      );
      return {
        booking_id: result.booking.id,
        status: result.booking.status,
        cancelled_by: result.cancelledBy,
        late: result.late,
        // Where the money went, as recorded (a therapist's or admin's cancellation refunds to the payment).
        refund_to: result.booking.refund_to ?? 'payment',
      };
    },
  });

  app.route({
    ...fromTable(endpoints.rescheduleBooking, {
      tags: ['bookings'],
      summary:
        "Moves a booking: a client until 24 h before and only to a free slot; a therapist to any free future time; an admin any booking, for the platform, by the therapist's rules. The client, the therapist and a couple session's partner are e-mailed",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { changesNoAccount: true },
    handler: async (request) => {
      const user = request.user!;
      const moved = await fastify.bookings.reschedule(
        { id: user.id, role: user.role },
        { bookingId: request.body.booking_id, startsAt: request.body.starts_at },
      );
      return workerBookingView(moved, null);
    },
  });
}
