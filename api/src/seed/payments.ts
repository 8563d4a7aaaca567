// Demo promo codes for a fresh local platform (listed in api/docs/payments.md). DEMO20 works in every
// market and every purchase, so the e2e journeys can rely on it.
import type { FastifyInstance } from 'fastify';
import { insertRule, type NewPromoRule } from '../plugins/app/pricing/promo-repository';

const base: Omit<
  NewPromoRule,
  'code' | 'kind' | 'percentOff' | 'amountOffMinor' | 'currency' | 'markets' | 'description'
> = {
  serviceIds: null,
  workerIds: null,
  purchaseKinds: null,
  validFrom: null,
  validUntil: null,
  maxUsesTotal: null,
  maxUsesPerClient: null,
  firstSessionOnly: false,
  active: true,
  createdBy: null,
};

export const DEMO_PROMO_CODES: NewPromoRule[] = [
  {
    ...base,
    code: 'DEMO20',
    kind: 'percent',
    percentOff: 20,
    amountOffMinor: null,
    currency: null,
    markets: null,
    description: '20% off anything, every market (demo and e2e)',
  },
  {
    ...base,
    code: 'WELCOME50',
    kind: 'percent',
    percentOff: 50,
    amountOffMinor: null,
    currency: null,
    markets: null,
    purchaseKinds: ['appointment'],
    firstSessionOnly: true,
    maxUsesPerClient: 1,
    description: 'Half price for a first session',
  },
  {
    ...base,
    code: 'UA200',
    kind: 'fixed',
    percentOff: null,
    amountOffMinor: 20000,
    currency: 'UAH',
    markets: ['ua'],
    description: '200 грн off',
  },
  {
    ...base,
    code: 'PL30',
    kind: 'fixed',
    percentOff: null,
    amountOffMinor: 3000,
    currency: 'PLN',
    markets: ['pl'],
    description: '30 zł off',
  },
  {
    ...base,
    code: 'RO40',
    kind: 'fixed',
    percentOff: null,
    amountOffMinor: 4000,
    currency: 'RON',
    markets: ['ro'],
    description: '40 RON off',
  },
  {
    ...base,
    code: 'UK10',
    kind: 'fixed',
    percentOff: null,
    amountOffMinor: 1000,
    currency: 'GBP',
    markets: ['en'],
    description: '£10 off',
  },
  {
    ...base,
    code: 'EXPIRED10',
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    currency: null,
    markets: null,
    validFrom: '2025-01-01T00:00:00Z',
    validUntil: '2025-12-31T23:59:59Z',
    description: 'Expired on purpose: shows the expired-code message',
  },
];

export async function seed(app: FastifyInstance): Promise<void> {
  const { rows } = await app.db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`,
  );
  const admin = rows[0]?.id ?? null;
  for (const rule of DEMO_PROMO_CODES) {
    const exists = await app.db.query(`SELECT 1 FROM promo_rules WHERE code = $1`, [rule.code]);
    if (exists.rows.length === 0) await insertRule(app.db, { ...rule, createdBy: admin });
  }
}
