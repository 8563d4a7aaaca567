// Decorates `fastify.giftcodes`: issuing a code once its order is paid, redeeming it into session tokens,
// and the certificate PDF. Redemption as tokens (not a promo code): the gift is "N sessions", whatever
// the therapist the recipient chooses, and it cannot be split into discounts on other purchases.
import fp from 'fastify-plugin';
import type { Queryable } from '../../external/db';
import type { Tokens } from '../tokens';
import { generateGiftCode, normaliseGiftCode, redemptionRefusal, redemptionTokens } from './redemption-rules';

export { generateGiftCode, normaliseGiftCode } from './redemption-rules';

export interface GiftCodeRow {
  id: string;
  code: string;
  order_id: string;
  purchaser_id: string;
  locale: string;
  service_id: string;
  sessions: number;
  recipient_name: string | null;
  sender_name: string | null;
  message: string | null;
  expires_at: Date;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  /** Set when the purchase was refunded: the code can no longer be redeemed. */
  voided_at: Date | null;
  created_at: Date;
}

export interface IssueInput {
  orderId: string;
  purchaserId: string;
  locale: string;
  serviceId: string;
  sessions: number;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  expiresAt: Date;
}

export interface GiftCodes {
  issue(q: Queryable, input: IssueInput): Promise<GiftCodeRow>;
  /**
   * Redeems a code into session tokens of its market, on an account of that market only (`accountMarket`, the
   * account's `users.locale`): tokens are spent only with therapists of the market they were bought in.
   */
  redeem(
    q: Queryable,
    code: string,
    clientId: string,
    accountMarket: string,
    tokens: Tokens,
  ): Promise<{ gift: GiftCodeRow; balance: number }>;
  byOrder(q: Queryable, orderId: string, lock?: boolean): Promise<GiftCodeRow | null>;
  /** Voids an unredeemed code (its purchase is being refunded); false when it was redeemed or voided meanwhile. */
  void(q: Queryable, giftCodeId: string): Promise<boolean>;
  listByPurchaser(q: Queryable, purchaserId: string): Promise<GiftCodeRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    giftcodes: GiftCodes;
  }
}

export const giftcodes: GiftCodes = {
  async issue(q, input) {
    const { rows } = await q.query<GiftCodeRow>(
      `INSERT INTO gift_codes (code, order_id, purchaser_id, locale, service_id, sessions, recipient_name, sender_name, message, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        generateGiftCode(),
        input.orderId,
        input.purchaserId,
        input.locale,
        input.serviceId,
        input.sessions,
        input.recipientName,
        input.senderName,
        input.message,
        input.expiresAt,
      ],
    );
    return rows[0]!;
  },

  async redeem(q, rawCode, clientId, accountMarket, tokens) {
    const code = normaliseGiftCode(rawCode);
    // The conditional update is the redemption: of any number of concurrent attempts exactly one matches.
    const { rows } = await q.query<GiftCodeRow>(
      `UPDATE gift_codes SET redeemed_by = $2, redeemed_at = now()
        WHERE code = $1 AND locale = $3 AND redeemed_at IS NULL AND voided_at IS NULL AND expires_at > now()
        RETURNING *`,
      [code, clientId, accountMarket],
    );
    const gift = rows[0];
    if (!gift) {
      const found = await q.query<GiftCodeRow>(`SELECT * FROM gift_codes WHERE code = $1`, [code]);
      throw redemptionRefusal(found.rows[0], accountMarket);
    }
    const balance = await tokens.move(q, redemptionTokens(gift, clientId));
    return { gift, balance };
  },

  async byOrder(q, orderId, lock = false) {
    const { rows } = await q.query<GiftCodeRow>(
      `SELECT * FROM gift_codes WHERE order_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [orderId],
    );
    return rows[0] ?? null;
  },

  async void(q, giftCodeId) {
    // Conditional, like the redemption: of a refund and a redemption at the same moment exactly one wins.
    const { rows } = await q.query(
      `UPDATE gift_codes SET voided_at = now() WHERE id = $1 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING id`,
      [giftCodeId],
    );
    return rows.length > 0;
  },

  async listByPurchaser(q, purchaserId) {
    const { rows } = await q.query<GiftCodeRow>(
      `SELECT * FROM gift_codes WHERE purchaser_id = $1 ORDER BY created_at DESC`,
      [purchaserId],
    );
    return rows;
  },
};

export default fp(
  async (fastify) => {
    fastify.decorate('giftcodes', giftcodes);
  },
  { name: 'giftcodes', dependencies: ['db', 'tokens'] },
);
