import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/payments';
import { fromTable } from '../../route-from-table';

/**
 * Provider callbacks. The body is kept as the exact bytes received: signatures are computed over them,
 * so nothing may parse (and re-serialise) it before the signature is checked.
 */
export default async function webhookRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  fastify.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...fromTable(endpoints.paymentWebhook, {
      tags: ['payments'],
      summary: 'Signed callback from a payment provider (sandbox, liqpay, stripe)',
      description:
        'Verified before anything is read: sandbox `X-Sandbox-Signature: t=..,v1=..` (HMAC-SHA256), Stripe ' +
        '`Stripe-Signature`, LiqPay form `data` + `signature`. A bad signature is 401 with nothing written. ' +
        'Each (provider, event id) is applied once; a repeat answers 200 with `duplicate: true`.',
      response: { '4xx': apiErrorSchema },
    }),
    config: { csrf: false },
    handler: async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const result = await fastify.payments.handleWebhook(request.params.provider, {
        headers: request.headers,
        rawBody,
      });
      return { received: true, duplicate: result.duplicate, outcome: result.outcome };
    },
  });
}
