import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ApiError } from '../../errors';
import { renderCertificate } from '../../plugins/app/giftcodes/giftcodes-contract';
import { serviceKindOrThrow } from '../../plugins/app/pricing';
import { initiateResponse } from '../payments/order-view';
import * as endpoints from '@rozmova/contracts/endpoints/giftcode';
import { fromTable } from '../../route-from-table';

const pdfResponse = {
  200: { type: 'string', format: 'binary', description: 'application/pdf' },
  '4xx': apiErrorSchema,
};

export default async function giftcodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.initiateGiftcodePurchase, {
      tags: ['giftcodes'],
      summary: 'Buy a gift certificate for N sessions',
      description:
        'Once paid, a code is issued (order status shows it) and its PDF is at /v4/giftcode/pdf/result. The ' +
        'recipient redeems it as N session tokens of this type in the market it was bought in.',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const b = request.body;
      const order = await fastify.payments.initiateGiftcode(request.user!, request.query.config_id, {
        serviceId: b.service_id,
        sessions: b.sessions,
        recipientName: b.recipient_name,
        senderName: b.sender_name,
        message: b.message,
        promoCode: b.promo_code,
      });
      return initiateResponse(order);
    },
  });

  app.route({
    ...fromTable(endpoints.giftcodePreviewPdf, {
      tags: ['giftcodes'],
      summary: 'The certificate as it will look, with a placeholder instead of the code (PDF)',
      response: pdfResponse,
    }),
    // Rendering a PDF costs real CPU; an anonymous path must not be a lever against the server.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const q = request.query;
      const kind = serviceKindOrThrow(q.service_id);
      const validUntil = new Date(fastify.clock.now());
      validUntil.setUTCMonth(validUntil.getUTCMonth() + fastify.paymentProviders.config.giftValidMonths);
      const pdf = await renderCertificate({
        locale: q.config_id,
        code: null,
        sessions: q.sessions,
        serviceKind: kind,
        recipientName: q.recipient_name?.trim() || null,
        senderName: q.sender_name?.trim() || null,
        message: q.message?.trim() || null,
        validUntil,
        siteUrl: fastify.config.publicShellUrl,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="gift-certificate-preview.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.route({
    ...fromTable(endpoints.giftcodeResultPdf, {
      tags: ['giftcodes'],
      summary: 'The paid certificate carrying its code (PDF), for the buyer',
      security: [{ session: [] }],
      response: pdfResponse,
    }),
    onRequest: fastify.requireClient,
    handler: async (request, reply) => {
      const order = await fastify.payments.findOrder(request.query.order_id);
      if (!order || order.kind !== 'giftcode' || order.client_id !== request.user!.id) {
        throw new ApiError(404, 'order_not_found', 'No gift order of yours with this id.');
      }
      const gift = await fastify.giftcodes.byOrder(fastify.db, order.id);
      if (!gift) throw new ApiError(409, 'giftcode_not_paid', 'The gift code is issued once the payment arrives.');
      const pdf = await renderCertificate({
        locale: gift.locale as MarketLocale,
        code: gift.code,
        sessions: gift.sessions,
        serviceKind: serviceKindOrThrow(gift.service_id),
        recipientName: gift.recipient_name,
        senderName: gift.sender_name,
        message: gift.message,
        validUntil: gift.expires_at,
        siteUrl: fastify.config.publicShellUrl,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="gift-certificate-${gift.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...fromTable(endpoints.redeemGiftcode, {
      tags: ['giftcodes'],
      summary: 'Redeem a gift code: its sessions become tokens on your account',
      description:
        "404 `giftcode_unknown`, 409 `giftcode_already_redeemed`, `giftcode_refunded` or `giftcode_other_market` (the code is for another market than the account's; `details[0].market` names it), 410 `giftcode_expired`. A code is redeemed once, even under concurrent attempts.",
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    // Codes are long enough not to be guessed; the limit keeps anyone from trying.
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { gift, balance } = await fastify.db.tx((q) =>
        fastify.giftcodes.redeem(q, request.body.code, request.user!.id, request.user!.locale, fastify.tokens),
      );
      return {
        code: gift.code,
        locale: gift.locale,
        service_id: gift.service_id,
        tokens_added: gift.sessions,
        balance,
      };
    },
  });

  app.route({
    ...fromTable(endpoints.purchasedGiftcodes, {
      tags: ['giftcodes'],
      summary: 'Gift codes the client bought, and whether each was redeemed',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const rows = await fastify.giftcodes.listByPurchaser(fastify.db, request.user!.id);
      return {
        gift_codes: rows.map((g) => ({
          order_id: g.order_id,
          code: g.code,
          locale: g.locale,
          service_id: g.service_id,
          sessions: g.sessions,
          recipient_name: g.recipient_name,
          expires_at: g.expires_at.toISOString(),
          redeemed: g.redeemed_at !== null,
        })),
      };
    },
  });
}
