// SQL for promo rules, their usages and tracked lookups.
import type { Queryable } from '../../external/db';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { CurrencyCode } from '@rozmova/contracts/markets';
import type { PromoRule, PurchaseKind } from './price-rules';

export interface PromoRuleRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off_minor: number | null;
  currency: CurrencyCode | null;
  markets: MarketLocale[] | null;
  service_ids: string[] | null;
  worker_ids: string[] | null;
  purchase_kinds: PurchaseKind[] | null;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses_total: number | null;
  max_uses_per_client: number | null;
  first_session_only: boolean;
  active: boolean;
  description: string;
  created_at: Date;
}

export function toPromoRule(row: PromoRuleRow): PromoRule {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffMinor: row.amount_off_minor,
    currency: row.currency,
    markets: row.markets,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUsesTotal: row.max_uses_total,
    maxUsesPerClient: row.max_uses_per_client,
    firstSessionOnly: row.first_session_only,
    serviceIds: row.service_ids,
    workerIds: row.worker_ids,
    purchaseKinds: row.purchase_kinds,
    active: row.active,
  };
}

const RULE_COLUMNS = `id, code, kind, percent_off, amount_off_minor, currency, markets, service_ids,
  worker_ids::text[] AS worker_ids, purchase_kinds, valid_from, valid_until, max_uses_total, max_uses_per_client,
  first_session_only, active, description, created_at`;

/** `lock` serialises order creation per rule, so two clients cannot both take the last use. */
export async function findRuleByCode(q: Queryable, code: string, lock: boolean): Promise<PromoRuleRow | null> {
  const { rows } = await q.query<PromoRuleRow>(
    `SELECT ${RULE_COLUMNS} FROM promo_rules WHERE code = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [code],
  );
  return rows[0] ?? null;
}

export async function findRuleById(q: Queryable, id: string): Promise<PromoRuleRow | null> {
  const { rows } = await q.query<PromoRuleRow>(`SELECT ${RULE_COLUMNS} FROM promo_rules WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function countUses(
  q: Queryable,
  ruleId: string,
  clientId: string | null,
): Promise<{ total: number; byClient: number | null }> {
  const { rows } = await q.query<{ total: number; by_client: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE client_id = $2)::int AS by_client
       FROM promo_usages WHERE promo_rule_id = $1 AND status <> 'released'`,
    [ruleId, clientId],
  );
  return { total: rows[0]?.total ?? 0, byClient: clientId ? (rows[0]?.by_client ?? 0) : null };
}

export async function recordLookup(
  q: Queryable,
  entry: {
    code: string;
    locale: string;
    userId: string | null;
    workerId: string | null;
    serviceId: string;
    outcome: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO promo_lookups (code, locale, user_id, worker_id, service_id, outcome) VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.code.slice(0, 64), entry.locale, entry.userId, entry.workerId, entry.serviceId, entry.outcome],
  );
}

export async function listRules(q: Queryable): Promise<Array<PromoRuleRow & { uses: number }>> {
  const { rows } = await q.query<PromoRuleRow & { uses: number }>(
    `SELECT x.*, (SELECT count(*)::int FROM promo_usages u WHERE u.promo_rule_id = x.id AND u.status = 'used') AS uses
       FROM (SELECT ${RULE_COLUMNS} FROM promo_rules) x ORDER BY x.created_at DESC`,
  );
  return rows;
}

export interface NewPromoRule {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  markets: string[] | null;
  serviceIds: string[] | null;
  workerIds: string[] | null;
  purchaseKinds: string[] | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUsesTotal: number | null;
  maxUsesPerClient: number | null;
  firstSessionOnly: boolean;
  active: boolean;
  description: string;
  createdBy: string | null;
}

export async function insertRule(q: Queryable, rule: NewPromoRule): Promise<PromoRuleRow> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO promo_rules (code, kind, percent_off, amount_off_minor, currency, markets, service_ids, worker_ids,
       purchase_kinds, valid_from, valid_until, max_uses_total, max_uses_per_client, first_session_only, active,
       description, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[], $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id`,
    [
      rule.code,
      rule.kind,
      rule.percentOff,
      rule.amountOffMinor,
      rule.currency,
      rule.markets,
      rule.serviceIds,
      rule.workerIds,
      rule.purchaseKinds,
      rule.validFrom,
      rule.validUntil,
      rule.maxUsesTotal,
      rule.maxUsesPerClient,
      rule.firstSessionOnly,
      rule.active,
      rule.description,
      rule.createdBy,
    ],
  );
  return (await findRuleById(q, rows[0]!.id))!;
}

export async function updateRule(
  q: Queryable,
  id: string,
  patch: Partial<{
    active: boolean;
    valid_from: string | null;
    valid_until: string | null;
    max_uses_total: number | null;
    max_uses_per_client: number | null;
    description: string;
  }>,
): Promise<PromoRuleRow | null> {
  const allowed = [
    'active',
    'valid_from',
    'valid_until',
    'max_uses_total',
    'max_uses_per_client',
    'description',
  ] as const;
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const key of allowed) {
    if (key in patch) {
      params.push(patch[key]);
      sets.push(`${key} = $${params.length}`);
    }
  }
  if (sets.length === 0) return findRuleById(q, id);
  const { rowCount } = await q.query(
    `UPDATE promo_rules SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
    params,
  );
  return rowCount > 0 ? findRuleById(q, id) : null;
}

export async function reserveUsage(
  q: Queryable,
  ruleId: string,
  clientId: string,
  orderId: string,
  status: 'reserved' | 'used',
): Promise<void> {
  await q.query(`INSERT INTO promo_usages (promo_rule_id, client_id, order_id, status) VALUES ($1, $2, $3, $4)`, [
    ruleId,
    clientId,
    orderId,
    status,
  ]);
}

export async function settleUsage(q: Queryable, orderId: string, status: 'used' | 'released'): Promise<void> {
  await q.query(`UPDATE promo_usages SET status = $2, updated_at = now() WHERE order_id = $1 AND status = 'reserved'`, [
    orderId,
    status,
  ]);
}

/** A payment that arrived after its order expired still uses the promo code it was priced with. */
export async function markUsageUsed(q: Queryable, orderId: string): Promise<void> {
  await q.query(`UPDATE promo_usages SET status = 'used', updated_at = now() WHERE order_id = $1`, [orderId]);
}

/** The stored validity window of a rule, locked for a change that is judged against it; null when unknown. */
export async function lockRuleWindow(
  q: Queryable,
  id: string,
): Promise<{ valid_from: Date | null; valid_until: Date | null } | null> {
  const { rows } = await q.query<{ valid_from: Date | null; valid_until: Date | null }>(
    'SELECT valid_from, valid_until FROM promo_rules WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}
