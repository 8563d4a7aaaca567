// The rules of gift codes without a database (issue 30): what a code looks like, how a typed one is read, and
// why a code that could not be redeemed was refused. The redemption itself is one conditional UPDATE in
// `index.ts` (unused, not refunded, of the account's market, not expired), so that of concurrent attempts exactly
// one wins; when it matches nothing, `redemptionRefusal` names the reason from the row as it is.
import { randomInt } from 'node:crypto';
import { ApiError } from '../../../errors';

/** No 0/O, 1/I/L: nothing a person copying a certificate could misread. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Three groups of four letters or digits of the alphabet, e.g. `K7QM-2XRA-9PWD`. */
export function generateGiftCode(pick: (n: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g += 1) {
    let group = '';
    for (let i = 0; i < 4; i += 1) group += GIFT_CODE_ALPHABET[pick(GIFT_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** People type codes with spaces, dashes in odd places or lower case. */
export function normaliseGiftCode(input: string): string {
  const bare = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare;
}

export interface GiftCodeState {
  locale: string;
  redeemed_at: Date | null;
  voided_at: Date | null;
}

/**
 * Why a code was not redeemed, in this order: unknown (404), already used (409), refunded (409), of another
 * market (409, naming it), else expired (410).
 */
export function redemptionRefusal(existing: GiftCodeState | null | undefined, accountMarket: string): ApiError {
  if (!existing) return new ApiError(404, 'giftcode_unknown', 'There is no gift code like this.');
  if (existing.redeemed_at) {
    return new ApiError(409, 'giftcode_already_redeemed', 'This gift code has already been used.');
  }
  if (existing.voided_at) {
    return new ApiError(409, 'giftcode_refunded', 'This gift code was refunded and can no longer be used.');
  }
  if (existing.locale !== accountMarket) {
    return new ApiError(
      409,
      'giftcode_other_market',
      `This gift code is for sessions in another market (${existing.locale}); it can be redeemed on an account of that market.`,
      [{ field: 'code', rule: 'market', market: existing.locale }],
    );
  }
  return new ApiError(410, 'giftcode_expired', 'This gift code has expired.');
}

/** A redeemed code's sessions as tokens of its market, usable with any therapist there. */
export function redemptionTokens(
  gift: { id: string; locale: string; service_id: string; sessions: number },
  clientId: string,
) {
  return {
    clientId,
    locale: gift.locale,
    serviceId: gift.service_id,
    workerId: null,
    delta: gift.sessions,
    reason: 'gift_redemption' as const,
    giftCodeId: gift.id,
    gift: true,
  };
}
