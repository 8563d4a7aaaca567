// Recommends therapists from the questionnaire's answers: reads the market's listed therapists and their
// free slots through the scheduling area, ranks them (scoring.ts) and keeps the result under an id.
import fp from 'fastify-plugin';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { fromMinorUnits } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { RecommendationAnswers, RecommendationResponse } from '@rozmova/contracts/schemas/recommendation';
import { ApiError } from '../../../errors';
import { isValidTimeZone } from '../scheduling/scheduling-contract';
import { offersService, serviceTerms, therapistsRepository } from '../therapists/therapists-repository';
import { rank, type Candidate } from './scoring';
import { recommendationRepository } from './recommendation-repository';
import { registerRecommendationExport } from './recommendation-export';

/** How far ahead free times count towards "fits your times" and "next free slot". */
export const LOOKAHEAD_DAYS = 14;
/** How many therapists one recommendation names. */
export const RECOMMENDED_COUNT = 5;

export type RecommendationResult = RecommendationResponse;
type Recommendation = RecommendationResult['recommendation'];
type RecommendedTherapist = Recommendation['therapists'][number];

export interface RecommendationService {
  recommend(input: {
    market: MarketLocale;
    answers: RecommendationAnswers;
    userId: string | null;
    now?: number;
  }): Promise<RecommendationResult>;
  get(id: string, userId: string | null): Promise<RecommendationResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recommendation: RecommendationService;
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify;

    const service: RecommendationService = {
      async recommend({ market, answers, userId, now = fastify.clock.now() }) {
        if (!isValidTimeZone(answers.timezone)) {
          throw new ApiError(400, 'validation_failed', 'Unknown time zone.', [
            { field: 'timezone', rule: 'unknown_time_zone' },
          ]);
        }
        if (
          answers.price_min !== undefined &&
          answers.price_max !== undefined &&
          answers.price_min > answers.price_max
        ) {
          throw new ApiError(400, 'validation_failed', '`price_min` must not be above `price_max`.', [
            { field: 'price_max', rule: 'minimum' },
          ]);
        }
        const kind = answers.service_kind;
        const profiles = (await therapistsRepository.listForMarket(db, market, answers.language)).filter((p) =>
          offersService(p, kind),
        );
        const to = now + LOOKAHEAD_DAYS * 86_400_000;
        const candidates: Candidate[] = [];
        for (const profile of profiles) {
          const slots = await fastify.scheduling.freeSlots(db, profile, kind, now, to);
          candidates.push({
            id: profile.userId,
            languages: profile.languages,
            specialisations: profile.specialisations,
            price: fromMinorUnits(serviceTerms(profile, kind).priceMinor),
            freeStarts: slots.map((s) => s.start),
          });
        }
        const byId = new Map(profiles.map((p) => [p.userId, p]));
        const slotsById = new Map(candidates.map((c) => [c.id, c.freeStarts]));
        const therapists: RecommendedTherapist[] = rank(answers, candidates, now, RECOMMENDED_COUNT).map((r) => {
          const profile = byId.get(r.id)!;
          const terms = serviceTerms(profile, kind);
          const first = slotsById.get(r.id)?.[0];
          return {
            worker_id: profile.userId,
            name: profile.displayName,
            photo_url: profile.hasPhoto ? fastify.therapists.photoUrl(profile) : null,
            languages: profile.languages,
            specialisations: profile.specialisations,
            price_for_user: fromMinorUnits(terms.priceMinor),
            currency: terms.currency,
            next_free_slot: first === undefined ? null : new Date(first).toISOString(),
            reasons: r.reasons,
            score: r.score,
          };
        });
        const recommendation: Recommendation = { service_id: SERVICE_IDS[kind], therapists };
        const id = await recommendationRepository.insert(db, {
          userId,
          market,
          answers,
          therapistIds: therapists.map((t) => t.worker_id),
          result: recommendation,
        });
        return { recommendation_id: id, recommendation };
      },

      async get(id, userId) {
        const row = await recommendationRepository.find(db, id);
        // Someone else's recommendation is as unknown as a missing one: its existence tells nothing.
        if (!row || (row.user_id !== null && row.user_id !== userId)) {
          throw new ApiError(404, 'recommendation_not_found', 'No such recommendation.');
        }
        return { recommendation_id: row.id, recommendation: row.result as Recommendation };
      },
    };

    fastify.decorate('recommendation', service);
    fastify.accountDeletionHooks.register('recommendation', (q, userId) =>
      recommendationRepository.deleteForUser(q, userId),
    );
    registerRecommendationExport(fastify.myDataSections);
  },
  { name: 'recommendation', dependencies: ['db', 'scheduling', 'therapists', 'accounts', 'my-data'] },
);
