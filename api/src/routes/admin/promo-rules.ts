import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchema } from 'json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { promoRuleSchema } from '@rozmova/contracts/schemas/promo';
import { ApiError } from '../../errors';
import {
  editedWindowProblem,
  newRuleProblems,
  ruleMarkets,
  type PromoRuleRow,
} from '../../plugins/app/pricing/pricing-contract';
import * as endpoints from '@rozmova/contracts/endpoints/admin';
import { fromTable } from '../../route-from-table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function promoRuleView(r: PromoRuleRow & { uses?: number }): FromSchema<typeof promoRuleSchema> {
  return {
    ...r,
    valid_from: iso(r.valid_from),
    valid_until: iso(r.valid_until),
    created_at: r.created_at.toISOString(),
    uses: r.uses ?? 0,
  };
}

export default async function adminPromoRuleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);

  app.route({
    ...fromTable(endpoints.adminPromoRules, {
      tags: ['admin'],
      summary: 'All promo rules with how often each was used',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    handler: async () => ({ promo_rules: (await fastify.pricing.repo.listRules(fastify.db)).map(promoRuleView) }),
  });

  app.route({
    ...fromTable(endpoints.adminCreatePromoRule, {
      tags: ['admin'],
      summary: 'Create a promo rule (percentage or fixed amount, per market, window, limits, restrictions)',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    handler: async (request, reply) => {
      const b = request.body;
      const problems = newRuleProblems(b);
      if (b.worker_ids && b.worker_ids.length > 0) {
        const known = new Set(await fastify.therapists.existingIds(b.worker_ids));
        b.worker_ids.forEach((id, index) => {
          if (!known.has(id)) problems.push({ field: `worker_ids.${index}`, rule: 'unknown_therapist' });
        });
      }
      if (problems.length > 0)
        throw new ApiError(400, 'validation_failed', 'The promo rule is not consistent.', problems);
      const code = b.code.toUpperCase();
      if (await fastify.pricing.repo.findRuleByCode(fastify.db, code, false)) {
        throw new ApiError(409, 'promo_code_exists', 'A promo rule with this code already exists.', [
          { field: 'code', rule: 'unique' },
        ]);
      }
      const markets = ruleMarkets(b);
      const created = await fastify.pricing.repo.insertRule(fastify.db, {
        code,
        kind: b.kind,
        percentOff: b.kind === 'percent' ? b.percent_off! : null,
        amountOffMinor: b.kind === 'fixed' ? b.amount_off_minor! : null,
        currency: b.kind === 'fixed' ? b.currency! : null,
        markets,
        serviceIds: b.service_ids ?? null,
        workerIds: b.worker_ids ?? null,
        purchaseKinds: b.purchase_kinds ?? null,
        validFrom: b.valid_from ?? null,
        validUntil: b.valid_until ?? null,
        maxUsesTotal: b.max_uses_total ?? null,
        maxUsesPerClient: b.max_uses_per_client ?? null,
        firstSessionOnly: b.first_session_only,
        active: b.active,
        description: b.description,
        createdBy: request.user!.id,
      });
      return reply.status(201).send(promoRuleView(created));
    },
  });

  app.route({
    ...fromTable(endpoints.adminUpdatePromoRule, {
      tags: ['admin'],
      summary: "Change a promo rule's window or limits, or switch it off",
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    handler: async (request) => {
      const patch = request.body;
      const updated = await fastify.db.tx(async (q) => {
        // The window is judged as it will be after the change: a new end against the stored start, and back.
        const stored = await fastify.pricing.repo.lockRuleWindow(q, request.params.id);
        if (!stored) throw new ApiError(404, 'promo_rule_not_found', 'No promo rule with this id.');
        const problem = editedWindowProblem(patch, stored);
        if (problem)
          throw new ApiError(400, 'validation_failed', 'The promo rule must end after it starts.', [problem]);
        return fastify.pricing.repo.updateRule(q, request.params.id, request.body);
      });
      if (!updated) throw new ApiError(404, 'promo_rule_not_found', 'No promo rule with this id.');
      return promoRuleView(updated);
    },
  });
}
