// The TOTP and recovery-code arithmetic, with no database: RFC 6238 through otpauth (SHA-1, 6 digits, 30 s,
// the parameters every authenticator app understands), and recovery codes drawn from an alphabet without
// look-alike characters.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a code typed just as it rolls over, or a phone clock a little off, still counts. */
const WINDOW = 1;

function totpOf(secret: string, issuer = 'Rozmova', label = 'account'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits (RFC 4226's recommended key length) as 32 base32 characters. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** otpauth://totp/Issuer:label?secret=…, what authenticator apps read from the QR code. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The QR code of `text` as a standalone SVG document (black on white, with the quiet zone scanners need). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** The time step a 6-digit code belongs to within the window around `nowMs`, or null when it matches none. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `nowMs` (tests and the demo seed's documentation). */
export function codeAt(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters (50 bits each), shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case and the dash do not matter when a recovery code is typed back. */
export function recoveryCodeHash(code: string): Buffer {
  const normal = code.replace(/-/g, '').toUpperCase();
  return crypto.createHash('sha256').update(normal).digest();
}

export function isTotpCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}
