// SQL of the admin's view of front-end error reports (the rows POST /v4/frontend_error writes).
import type { Queryable } from '../../external/db';

export interface ErrorReportGroupRow {
  message: string;
  count: number;
  first_seen: Date;
  last_seen: Date;
  locales: string[];
  example_url: string | null;
  example_stack: string;
}

export const errorReportsRepository = {
  /** Grouped by the stack's first line, which is where browsers put the message. */
  async groups(q: Queryable, days: number): Promise<ErrorReportGroupRow[]> {
    const { rows } = await q.query<ErrorReportGroupRow>(
      `WITH recent AS (
         SELECT left(split_part(stack_trace, E'\\n', 1), 300) AS message, stack_trace, url, locale, created_at
           FROM frontend_errors WHERE created_at > now() - make_interval(days => $1))
       SELECT message, count(*)::int AS count, min(created_at) AS first_seen, max(created_at) AS last_seen,
              array_agg(DISTINCT locale ORDER BY locale) AS locales,
              (array_agg(url ORDER BY created_at DESC))[1] AS example_url,
              left((array_agg(stack_trace ORDER BY created_at DESC))[1], 4000) AS example_stack
         FROM recent GROUP BY message ORDER BY count(*) DESC, max(created_at) DESC LIMIT 100`,
      [days],
    );
    return rows;
  },
};
