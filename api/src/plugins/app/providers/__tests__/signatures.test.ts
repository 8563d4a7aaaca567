// The providers' signature schemes at their edges (no database, no network): golden vectors, a header with
// several or no v1 signatures, a forged body, a replay exactly at and 1 s past the tolerance either way.
import { createHash, createHmac } from 'node:crypto';
import {
  liqpayEncodeData,
  liqpaySignature,
  parseTimestampedHeader,
  safeEqual,
  sandboxSignature,
  stripeSignature,
  timestampedProblem,
} from '../signatures';

describe('safeEqual', () => {
  it('is true only for the same text', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});

describe('golden vectors', () => {
  // From iBubbleGun/LiqPay4j's tests (private key "privateKey"), as in test/payments/providers.test.ts.
  it('LiqPay: data = base64(JSON), signature = base64(sha1(key + data + key))', () => {
    const data = liqpayEncodeData({
      amount: '1.5',
      currency: 'USD',
      description: 'Description',
      language: 'en',
      public_key: 'publicKey',
      version: '3',
    });
    expect(data).toBe(
      'eyJhbW91bnQiOiIxLjUiLCJjdXJyZW5jeSI6IlVTRCIsImRlc2NyaXB0aW9uIjoiRGVzY3JpcHRpb24iLCJsYW5ndWFnZSI6ImVuIiwicHVibGljX2tleSI6InB1YmxpY0tleSIsInZlcnNpb24iOiIzIn0=',
    );
    expect(liqpaySignature('privateKey', data)).toBe('krCwuK4CBtNFAb6zqmJCeR/85VU=');
    expect(liqpayEncodeData({ text: 'ґ' })).toBe(Buffer.from('{"text":"ґ"}', 'utf8').toString('base64'));
    expect(liqpaySignature('ключ', 'data')).toBe(createHash('sha1').update('ключdataключ', 'utf8').digest('base64'));
  });

  // Computed independently with `openssl dgst -sha256 -hmac whsec_test_golden`.
  it('Stripe and the sandbox: hex HMAC-SHA256 over "<t>.<body>"', () => {
    const body = '{"id":"evt_1","type":"checkout.session.completed"}';
    expect(stripeSignature('whsec_test_golden', 1700000000, body)).toBe(
      '4c76df5a6863b31b22492be47990c104ea521bfc5fcf867684e0f5fe54c2346c',
    );
    expect(sandboxSignature('whsec_test_golden', 1700000000, body)).toBe(
      stripeSignature('whsec_test_golden', 1700000000, body),
    );
    expect(stripeSignature('k', 1, 'é')).toBe(createHmac('sha256', 'k').update('1.é', 'utf8').digest('hex'));
  });
});

describe('parseTimestampedHeader', () => {
  it('keeps the timestamp and every v1, ignoring other schemes, spaces and parts without "="', () => {
    expect(parseTimestampedHeader('t=1492774577,v1=5257a869e7,v0=6ffbb59b2300aae63f27,v1=abc')).toEqual({
      timestamp: 1492774577,
      signatures: ['5257a869e7', 'abc'],
    });
    expect(parseTimestampedHeader(' t = 12 , junk , v1 = a=b ')).toEqual({ timestamp: 12, signatures: ['a=b'] });
    expect(parseTimestampedHeader('v1=abc,t=0')).toEqual({ timestamp: 0, signatures: ['abc'] });
  });

  it('refuses a header without a numeric timestamp or without any v1', () => {
    expect(parseTimestampedHeader('v1=abc')).toBeNull();
    expect(parseTimestampedHeader('t=12')).toBeNull();
    expect(parseTimestampedHeader('t=12,v1=')).toBeNull();
    expect(parseTimestampedHeader('t=12a,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('t=a12,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('t=-1,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('t=,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('tt=12,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('t=12,v2=abc')).toBeNull();
    expect(parseTimestampedHeader('=12,v1=abc')).toBeNull();
    // A part without "=" is skipped whole, never read as a scheme and its value.
    expect(parseTimestampedHeader('t=12,v1x')).toBeNull();
    expect(parseTimestampedHeader('t5,v1=abc')).toBeNull();
    expect(parseTimestampedHeader('')).toBeNull();
  });
});

describe('timestampedProblem', () => {
  const secret = 'whsec_x';
  const body = '{"id":"evt_9"}';
  const t = 1_700_000_000;
  const header = (sig = stripeSignature(secret, t, body), at = t) => `t=${at},v1=${sig}`;
  const at = (seconds: number) => new Date((t + seconds) * 1000);

  it('accepts a genuine signature anywhere within the tolerance, also the second of its edge', () => {
    expect(timestampedProblem(header(), secret, body, at(0), 300)).toBeNull();
    expect(timestampedProblem(header(), secret, body, at(300), 300)).toBeNull();
    expect(timestampedProblem(header(), secret, body, at(-300), 300)).toBeNull();
    expect(
      timestampedProblem(`t=${t},v1=bad,v1=${stripeSignature(secret, t, body)}`, secret, body, at(0), 300),
    ).toBeNull();
  });

  it('calls a replay 1 ms past the tolerance, before or after, stale', () => {
    expect(timestampedProblem(header(), secret, body, new Date((t + 300) * 1000 + 1), 300)).toBe('stale');
    expect(timestampedProblem(header(), secret, body, new Date((t - 300) * 1000 - 1), 300)).toBe('stale');
    expect(timestampedProblem(header(), secret, body, at(3600), 300)).toBe('stale');
  });

  it('calls a changed body, another secret, a moved timestamp or a bare guess a forgery', () => {
    expect(timestampedProblem(header(), secret, body.replace('9', '8'), at(0), 300)).toBe('no_match');
    expect(timestampedProblem(header(stripeSignature('other', t, body)), secret, body, at(0), 300)).toBe('no_match');
    expect(timestampedProblem(header(undefined, t + 1), secret, body, at(1), 300)).toBe('no_match');
    expect(timestampedProblem(header('0'.repeat(64)), secret, body, at(0), 300)).toBe('no_match');
    // A forged signature is refused even when it is also stale: nothing says the clock was the problem.
    expect(timestampedProblem(header('0'.repeat(64)), secret, body, at(3600), 300)).toBe('no_match');
  });

  it('calls an unreadable header malformed', () => {
    expect(timestampedProblem(`v1=${stripeSignature(secret, t, body)}`, secret, body, at(0), 300)).toBe('malformed');
    expect(timestampedProblem(`t=${t}`, secret, body, at(0), 300)).toBe('malformed');
  });
});
