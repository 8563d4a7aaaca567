// Codes for two-step sign-in (RFC 6238: HMAC-SHA1 over the 30-second step, 6 digits), computed here with
// node:crypto the way an authenticator app does. The api accepts a code one step either side of its clock and
// each step once per account, so the journeys, which sign the same demo staff in many times a run, keep the last
// step used per account in the run's data folder and take the next unused one (waiting for the clock when the
// current and the next step are both spent).
import crypto from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The demo admin's and demo therapists' key (api/src/seed/core.ts, api/docs/two-factor.md). */
export const DEMO_TOTP_SECRET = 'ROZMOVADEMOSTAFFTWOSTEPSIGNINKEY';
const DEMO_STAFF = /^(admin|therapist\d+)@demo\.example$/;
const PERIOD_MS = 30_000;

/** The authenticator key of an account the journeys know one for (the demo staff), else null. */
export function knownTotpSecret(email: string): string | null {
  return DEMO_STAFF.test(email.toLowerCase()) ? DEMO_TOTP_SECRET : null;
}

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code of `secret` for time step `step` (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const ledger = (): string => join(process.env.E2E_DATA_DIR ?? tmpdir(), 'e2e-totp-steps.json');

function readLedger(): Record<string, number> {
  const file = ledger();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/** A code for `account` that no sign-in of this run has used yet. */
export async function freshTotpCode(account: string, secret: string): Promise<string> {
  const used = readLedger();
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (used[account] ?? -1) + 1);
  // The api takes at most the next step: wait until the wanted one is at most one ahead.
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  writeFileSync(ledger(), JSON.stringify({ ...readLedger(), [account]: step }));
  return totpCode(secret, step);
}
