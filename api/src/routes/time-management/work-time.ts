import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import type { SpecialDay } from '../../plugins/app/scheduling/scheduling-contract';
import * as endpoints from '@rozmova/contracts/endpoints/time-management';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

const specialView = (result: { timeZone: string; days: SpecialDay[] }) => ({
  time_zone: result.timeZone,
  days: result.days.map((day) => ({
    date: day.date,
    intervals: day.intervals,
    ...(day.note ? { note: day.note } : {}),
  })),
});

// Every call works on the signed-in therapist's own hours: there is no worker id to pass, so nobody can
// read or change another therapist's week.
export default async function workTimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.weeklyWorkTime, {
      tags: ['time management'],
      summary: "The therapist's weekly hours (ISO weekday 1 = Monday; times in the therapist's zone)",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => {
      const week = await fastify.scheduling.weekly(request.user!.id);
      return { time_zone: week.timeZone, intervals: week.intervals };
    },
  });

  app.route({
    ...fromTable(endpoints.setWeeklyWorkTime, {
      tags: ['time management'],
      summary: 'Replaces the weekly hours; 400 invalid_work_time names overlaps, end before start, off-grid times',
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => {
      const week = await fastify.scheduling.setWeekly(request.user!.id, {
        timeZone: request.body.time_zone,
        intervals: request.body.intervals,
      });
      return { time_zone: week.timeZone, intervals: week.intervals };
    },
  });

  app.route({
    ...fromTable(endpoints.specialWorkTime, {
      tags: ['time management'],
      summary: 'Date overrides from `from` (default today) to `to`; a day with no intervals is a day off',
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => specialView(await fastify.scheduling.special(request.user!.id, request.query)),
  });

  app.route({
    ...fromTable(endpoints.setSpecialWorkTime, {
      tags: ['time management'],
      summary:
        'Sets the listed dates (each replaces that date) and returns clear_dates to the weekly hours; `collisions` lists upcoming sessions the new hours no longer cover (kept, for the therapist to move)',
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => {
      const saved = await fastify.scheduling.setSpecial(request.user!.id, {
        days: (request.body.days ?? []).map((day) => ({
          date: day.date,
          intervals: day.intervals,
          note: day.note ?? null,
        })),
        clearDates: request.body.clear_dates ?? [],
      });
      return {
        ...specialView(saved),
        collisions: saved.collisions.map((c) => ({
          booking_id: c.bookingId,
          series_id: c.seriesId,
          date: c.date,
          starts_at: c.startsAt.toISOString(),
          ends_at: c.endsAt.toISOString(),
          status: c.status,
        })),
      };
    },
  });
}
