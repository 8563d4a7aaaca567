import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ANALYTICS_LOCALES, isMarketLocale } from '@rozmova/contracts/markets';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/analytics';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

/** The client-id endpoint serves only the markets that use analytics (ua, pl, ro; not en). */
const CLIENT_ID_LOCALES = ['ua', 'pl', 'ro'] as const;
type ClientIdLocale = (typeof CLIENT_ID_LOCALES)[number];

export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.setAnalyticsClientId, {
      tags: ['analytics'],
      summary:
        'Remember the analytics client id of this browser (ua, pl and ro only), tied to the account when signed in',
      response: errors,
    }),
    // It writes only the analytics tables: what the api remembers (sign-ins, free times) stays (state-changing.ts).
    config: { touchesNothingRemembered: true },
    handler: async (request) => {
      const locale = request.query.config_id;
      if (!(CLIENT_ID_LOCALES as readonly string[]).includes(locale)) {
        throw new ApiError(
          400,
          'analytics_locale_not_supported',
          `Client ids are collected only for ${CLIENT_ID_LOCALES.join(', ')}.`,
          [{ field: 'config_id', rule: 'enum', allowedValues: [...CLIENT_ID_LOCALES] }],
        );
      }
      await fastify.analytics.saveClientId(request.body.client_id, locale as ClientIdLocale, request.user?.id ?? null);
      return { ok: true } as const;
    },
  });

  app.route({
    ...fromTable(endpoints.trackMixpanel, {
      tags: ['analytics'],
      summary: 'Record a product event; forwarded to Mixpanel only when MIXPANEL_TOKEN is configured',
      response: errors,
    }),
    config: { touchesNothingRemembered: true },
    handler: async (request) => {
      const locale = request.query.config_id;
      const result = await fastify.analytics.trackMixpanel({
        event: request.body.event,
        // A signed-in person is identified by account id, never by whatever the page claims.
        distinctId: request.user?.id ?? request.body.distinct_id ?? null,
        properties: request.body.properties ?? {},
        locale: isMarketLocale(locale) && ANALYTICS_LOCALES.includes(locale) ? locale : null,
        userId: request.user?.id ?? null,
      });
      return { ok: true, forwarded: result.forwarded };
    },
  });
}
