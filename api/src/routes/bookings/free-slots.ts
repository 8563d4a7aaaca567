import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { MAX_SLOT_RANGE_DAYS } from '@rozmova/contracts/schemas/scheduling';
import { OUTAGES_MARKET } from '@rozmova/contracts/schemas/outages';
import { ApiError } from '../../errors';
import { isoInstant } from '../../plugins/app/scheduling/scheduling-contract';
import { offersService, resolveServiceKind, serviceTerms } from '../../plugins/app/therapists/therapists-contract';
import * as endpoints from '@rozmova/contracts/endpoints/bookings';
import { fromTable } from '../../route-from-table';

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 14;

export default async function freeSlotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.freeSlots, {
      tags: ['bookings'],
      summary:
        "A therapist's free slots in UTC for the calendar (default: the next 14 days), with the therapist's zone",
      response: { '4xx': apiErrorSchema },
    }),
    handler: async (request) => {
      const { worker_id: workerId, service_id: serviceId } = request.query;
      const from = request.query.from ? Date.parse(request.query.from) : fastify.clock.now();
      const to = request.query.to ? Date.parse(request.query.to) : from + DEFAULT_RANGE_DAYS * DAY_MS;
      if (to <= from)
        throw new ApiError(400, 'invalid_range', '`to` must be after `from`.', [{ field: 'to', rule: 'after_from' }]);
      if (to - from > MAX_SLOT_RANGE_DAYS * DAY_MS) {
        throw new ApiError(400, 'invalid_range', `At most ${MAX_SLOT_RANGE_DAYS} days at a time.`, [
          { field: 'to', rule: 'max_range' },
        ]);
      }
      const kind = resolveServiceKind(serviceId);
      if (!kind)
        throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [{ field: 'service_id', rule: 'enum' }]);
      // The profile's slot settings, the stamp of the hours and the busy time: one statement.
      const calendar = await fastify.scheduling.calendar(fastify.db, workerId, from, to);
      if (!calendar || !calendar.profile.isListed)
        throw new ApiError(404, 'therapist_not_found', 'This therapist does not exist.');
      const { profile } = calendar;
      if (!offersService(profile, kind))
        throw new ApiError(409, 'service_not_offered', 'This therapist does not offer this type of session.');
      const slots = await calendar.slots(kind);
      // Planned power cuts of the therapist's outage group and, for a signed-in ua client, of the client's own
      // (api/docs/outages.md); all false unless configured. Only the asker's own group is read: nothing leaks.
      const user = request.user;
      const clientId = user?.role === 'user' && user.locale === OUTAGES_MARKET ? user.id : null;
      const outage = await fastify.outages.plannedOutageMarks(workerId, slots, clientId);
      return {
        worker_id: workerId,
        service_id: serviceTerms(profile, kind).serviceId,
        time_zone: profile.timeZone,
        duration_minutes: serviceTerms(profile, kind).durationMinutes,
        notice_minutes: profile.noticeMinutes,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        slots: slots.map((slot, i) => ({
          starts_at: isoInstant(slot.start),
          ends_at: isoInstant(slot.end),
          ...(outage[i] ? { planned_outage: true } : {}),
        })),
      };
    },
  });
}
