// Recommendation's part of a person's my-data export (my-data/export-contract.ts): the questionnaires they
// filled in, with the therapists recommended to them. Read-only, by the person's own id.
import type { Queryable } from '../../external/db';
import type { ExportPerson, ExportSectionRows, MyDataSections } from '../my-data/export-contract';

async function questionnaires(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['questionnaires']> {
  const { rows } = await q.query<ExportSectionRows['questionnaires'][number]>(
    `SELECT id, market, answers, therapist_ids, created_at FROM recommendations WHERE user_id = $1
      ORDER BY created_at`,
    [userId],
  );
  return rows;
}

export function registerRecommendationExport(sections: MyDataSections): void {
  sections.register('recommendation', 'questionnaires', questionnaires);
}
