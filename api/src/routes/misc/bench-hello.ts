import type { FastifyInstance } from 'fastify';
import * as endpoints from '@rozmova/contracts/endpoints/misc';
import { fromTable } from '../../route-from-table';

/**
 * The trivial route the bench/ scripts measure every figure against: it runs through the same process, plugins
 * and hooks (auth lookup of an absent cookie, helmet, cors, guards) as every real call, so a ratio to it shows
 * what a route itself costs. Registered only when BENCH_HELLO_ROUTE is true.
 */
export default async function benchHelloRoute(fastify: FastifyInstance) {
  if (!fastify.config.benchHelloRoute) return;
  fastify.route({
    ...fromTable(endpoints.benchHello, { hide: true }),
    handler: async () => ({
      hello: 'world',
    }),
  });
}
