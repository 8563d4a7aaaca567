import Fastify from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import * as calendarFeed from '@rozmova/contracts/endpoints/calendar-feed';
import * as waitlist from '@rozmova/contracts/endpoints/waitlist';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { waitlistEntrySchema } from '@rozmova/contracts/schemas/waitlist';
import { fromTable } from '../../src/route-from-table';

// A route takes its method, url, input schemas and success answer from the endpoint table (route-from-table.ts).
// The @ts-expect-error lines are part of the test: `tsc -p api` fails when the table's schemas stop typing the
// request and the reply.

test('method, url, input schemas and the success answer come from the table; the route adds the rest', () => {
  const route = fromTable(waitlist.joinWaitlist, { tags: ['bookings'], response: { '4xx': apiErrorSchema } });
  expect(route).toEqual({
    method: 'POST',
    url: '/v4/waitlist/join',
    schema: {
      tags: ['bookings'],
      body: waitlist.joinWaitlist.body,
      response: { 200: waitlistEntrySchema, '4xx': apiErrorSchema },
    },
  });
  expect(fromTable(waitlist.waitlistOffer).schema).toEqual({
    querystring: waitlist.waitlistOffer.query,
    response: { 200: waitlist.waitlistOffer.response },
  });
});

test('a route may not give the success answer the table gives, only describe a file the table leaves out', () => {
  expect(() => fromTable(waitlist.myWaitlist, { response: { 200: { type: 'string' } } })).toThrow(
    'GET /v4/waitlist/mine: the table gives the 200 answer',
  );
  const file = { type: 'string', description: 'text/calendar' } as const;
  expect(fromTable(calendarFeed.calendarFeedIcs, { response: { 200: file } }).schema.response).toEqual({ 200: file });
  // Nothing to say: no response schema at all (as before the table, so the OpenAPI document keeps its default).
  expect(fromTable(calendarFeed.calendarFeedIcs).schema).not.toHaveProperty('response');
});

test('the table types the request and the reply of a route registered from it', async () => {
  const app = Fastify().withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(waitlist.joinWaitlist, { response: { '4xx': apiErrorSchema } }),
    handler: async (request) => {
      const workerId: string = request.body.worker_id;
      // @ts-expect-error the body schema has no such field
      void request.body.entry_id;
      // @ts-expect-error the table gives this endpoint no query
      void request.query.token;
      return { workerId } as never;
    },
  });
  app.route({
    ...fromTable(waitlist.waitlistOffer),
    handler: async (request) => {
      // @ts-expect-error the token is a string
      const token: number = request.query.token;
      return { token } as never;
    },
  });
  app.route({
    ...fromTable(waitlist.myWaitlist),
    // @ts-expect-error the answer is not the table's myWaitlistSchema
    handler: async () => ({ entries: 'none' }),
  });
  await app.ready();
  expect(app.hasRoute({ method: 'POST', url: '/v4/waitlist/join' })).toBe(true);
  expect(app.hasRoute({ method: 'GET', url: '/v4/waitlist/offer' })).toBe(true);
  expect(app.hasRoute({ method: 'GET', url: '/v4/waitlist/mine' })).toBe(true);
  await app.close();
});
