// The ledger check's words without a database (issue 30): `ledger-check.ts` runs one query per rule, each
// returning the rows that break it; these functions turn them into the lines the admin and the tests read.

/** How many offending ids a problem line names; the rest is left to the query. */
export const IDS_PER_PROBLEM = 5;

/** `<rule>: <id>, <id>, …` with the first column of at most five offending rows; null when none breaks the rule. */
export function problemLine(rule: string, rows: ReadonlyArray<Record<string, unknown>>): string | null {
  if (rows.length === 0) return null;
  const ids = rows.slice(0, IDS_PER_PROBLEM).map((r) => String(Object.values(r)[0]));
  return `${rule}: ${ids.join(', ')}`;
}
