import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';

export interface RecommendationRow {
  id: string;
  user_id: string | null;
  market: MarketLocale;
  answers: unknown;
  result: unknown;
  created_at: string;
}

export const recommendationRepository = {
  async insert(
    q: Queryable,
    row: { userId: string | null; market: MarketLocale; answers: unknown; therapistIds: string[]; result: unknown },
  ): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO recommendations (user_id, market, answers, therapist_ids, result)
       VALUES ($1, $2, $3::jsonb, $4::uuid[], $5::jsonb) RETURNING id`,
      [row.userId, row.market, JSON.stringify(row.answers), row.therapistIds, JSON.stringify(row.result)],
    );
    return rows[0]!.id;
  },

  async find(q: Queryable, id: string): Promise<RecommendationRow | null> {
    const { rows } = await q.query<RecommendationRow>(
      `SELECT id, user_id, market, answers, result, created_at FROM recommendations WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async deleteForUser(q: Queryable, userId: string): Promise<void> {
    await q.query(`DELETE FROM recommendations WHERE user_id = $1`, [userId]);
  },
};
