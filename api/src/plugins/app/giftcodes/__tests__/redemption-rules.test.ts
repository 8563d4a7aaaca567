// Gift codes at their edges (no database): what a code looks like, a code typed sloppily, and each refusal with its
// status, code and message in the order a person would hear them.
import { ApiError } from '../../../../errors';
import {
  GIFT_CODE_ALPHABET,
  generateGiftCode,
  normaliseGiftCode,
  redemptionRefusal,
  redemptionTokens,
} from '../redemption-rules';

describe('generateGiftCode', () => {
  it('writes three dashed groups of four letters of the alphabet', () => {
    let n = 0;
    expect(generateGiftCode(() => n++)).toBe('ABCD-EFGH-JKMN');
    expect(generateGiftCode((size) => size - 1)).toBe('9999-9999-9999');
    expect(generateGiftCode()).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('asks for a letter of the whole alphabet, which has nothing a person could misread', () => {
    const sizes: number[] = [];
    generateGiftCode((size) => {
      sizes.push(size);
      return 0;
    });
    expect(sizes).toEqual(Array(12).fill(31));
    expect(GIFT_CODE_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZ23456789');
  });
});

describe('normaliseGiftCode', () => {
  it('reads lower case, spaces and stray dashes as the code', () => {
    expect(normaliseGiftCode('abcd-efgh-jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseGiftCode(' ab cd ef-gh jk--mn ')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseGiftCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('leaves a code of another length without dashes, for the look-up to find nothing', () => {
    expect(normaliseGiftCode('ABCD-EFGH-JKM')).toBe('ABCDEFGHJKM');
    expect(normaliseGiftCode('ABCD-EFGH-JKMNP')).toBe('ABCDEFGHJKMNP');
    expect(normaliseGiftCode('żółw!')).toBe('W');
    expect(normaliseGiftCode('')).toBe('');
  });
});

describe('redemptionRefusal', () => {
  const at = new Date('2026-11-01T00:00:00Z');
  const code = (over: Partial<{ locale: string; redeemed_at: Date | null; voided_at: Date | null }> = {}) => ({
    locale: 'ua',
    redeemed_at: null,
    voided_at: null,
    ...over,
  });
  const said = (err: ApiError) => [err.statusCode, err.error, err.message, err.details];

  it('answers 404 for a code that does not exist', () => {
    expect(said(redemptionRefusal(null, 'ua'))).toEqual([
      404,
      'giftcode_unknown',
      'There is no gift code like this.',
      undefined,
    ]);
    expect(redemptionRefusal(undefined, 'ua').error).toBe('giftcode_unknown');
  });

  it('says a used code was used, before it was refunded or of another market', () => {
    expect(said(redemptionRefusal(code({ redeemed_at: at, voided_at: at, locale: 'pl' }), 'ua'))).toEqual([
      409,
      'giftcode_already_redeemed',
      'This gift code has already been used.',
      undefined,
    ]);
  });

  it('says a refunded code was refunded, before it is of another market', () => {
    expect(said(redemptionRefusal(code({ voided_at: at, locale: 'pl' }), 'ua'))).toEqual([
      409,
      'giftcode_refunded',
      'This gift code was refunded and can no longer be used.',
      undefined,
    ]);
  });

  it("names the code's market to an account of another one", () => {
    expect(said(redemptionRefusal(code({ locale: 'pl' }), 'ua'))).toEqual([
      409,
      'giftcode_other_market',
      'This gift code is for sessions in another market (pl); it can be redeemed on an account of that market.',
      [{ field: 'code', rule: 'market', market: 'pl' }],
    ]);
  });

  it('calls an unused code of the right market that did not redeem expired (410)', () => {
    expect(said(redemptionRefusal(code(), 'ua'))).toEqual([
      410,
      'giftcode_expired',
      'This gift code has expired.',
      undefined,
    ]);
  });
});

describe('redemptionTokens', () => {
  it("credits the code's sessions as gift tokens of its market, with no therapist", () => {
    expect(redemptionTokens({ id: 'gift-1', locale: 'ro', service_id: 'service-1', sessions: 3 }, 'client-1')).toEqual({
      clientId: 'client-1',
      locale: 'ro',
      serviceId: 'service-1',
      workerId: null,
      delta: 3,
      reason: 'gift_redemption',
      giftCodeId: 'gift-1',
      gift: true,
    });
  });
});
