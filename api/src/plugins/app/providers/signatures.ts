// Signature schemes of the providers, kept free of I/O so that golden vectors can test them directly. Text is
// hashed and encoded as UTF-8, Node's default for a string (the golden vectors include letters beyond ASCII).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** LiqPay: signature = base64(sha1(private_key + data + private_key)), data = base64(JSON). */
export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

export function liqpayEncodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params)).toString('base64');
}

/** Stripe: v1 = hex(HMAC-SHA256(endpoint_secret, `${t}.${raw_body}`)). */
export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export interface TimestampedSignatureHeader {
  timestamp: number;
  signatures: string[];
}

/** Parses `t=...,v1=...,v1=...,v0=...`: only the v1 scheme counts, unknown schemes are ignored. */
export function parseTimestampedHeader(header: string): TimestampedSignatureHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    // No "=", or no name before it: no scheme.
    if (eq < 1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * What is wrong with a `t=...,v1=...` signature header for this body, checked in this order: unreadable or
 * without v1 (`malformed`), no v1 matching the body (`no_match`, a forgery), signed further than
 * `toleranceSeconds` from `now` either way (`stale`, a replay); null when it is genuine.
 */
export function timestampedProblem(
  header: string,
  secret: string,
  rawBody: string,
  now: Date,
  toleranceSeconds: number,
): 'malformed' | 'no_match' | 'stale' | null {
  const parsed = parseTimestampedHeader(header);
  if (!parsed) return 'malformed';
  const expected = stripeSignature(secret, parsed.timestamp, rawBody);
  if (!parsed.signatures.some((s) => safeEqual(s, expected))) return 'no_match';
  return Math.abs(now.getTime() / 1000 - parsed.timestamp) > toleranceSeconds ? 'stale' : null;
}

/** The sandbox signs like Stripe does, under its own header and secret. */
export const sandboxSignature = stripeSignature;
