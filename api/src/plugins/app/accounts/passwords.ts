import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1. The cost travels inside each hash, so raising it
// later only needs a rehash at the next successful login (see needsRehash).
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function options(log2N: number): crypto.ScryptOptions {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that at N=2^17.
  return { N, r: R, p: P, maxmem: 128 * N * R * 2 };
}

/** `scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64url). */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options(log2N));
  return `scrypt$ln=${log2N},r=${R},p=${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export interface PasswordCheck {
  ok: boolean;
  /** Stored with a lower cost than configured now. */
  needsRehash: boolean;
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function verifyPassword(
  password: string,
  stored: string,
  configuredLog2N: number,
): Promise<PasswordCheck> {
  const m = FORMAT.exec(stored);
  if (!m) return { ok: false, needsRehash: false };
  const log2N = Number(m[1]);
  const r = Number(m[2]);
  const p = Number(m[3]);
  const salt = Buffer.from(m[4]!, 'base64url');
  const expected = Buffer.from(m[5]!, 'base64url');
  const N = 2 ** log2N;
  const key = await scrypt(password.normalize('NFKC'), salt, expected.length, { N, r, p, maxmem: 128 * N * r * 2 });
  const ok = key.length === expected.length && crypto.timingSafeEqual(key, expected);
  return { ok, needsRehash: ok && log2N < configuredLog2N };
}

let dummyHash: Promise<string> | null = null;
let dummyCost = 0;

/**
 * Spends the same time as a real check when the account does not exist, so response time does not reveal
 * which e-mails are registered.
 */
export async function burnPasswordCheck(password: string, log2N: number): Promise<void> {
  if (!dummyHash || dummyCost !== log2N) {
    dummyCost = log2N;
    dummyHash = hashPassword('not-a-real-password', log2N);
  }
  await verifyPassword(password, await dummyHash, log2N);
}
