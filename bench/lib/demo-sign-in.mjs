// Signs a demo account in through the api as the sign-in page does, the second step included: the demo staff
// (therapists, admins) have two-step sign-in on with the key of api/src/seed/core.ts.
import { createHmac } from 'node:crypto';

/** The demo staff's two-step key (api/src/seed/core.ts) and its current code (RFC 6238, as e2e/support/totp.ts). */
const DEMO_TOTP_SECRET = 'ROZMOVADEMOSTAFFTWOSTEPSIGNINKEY';

function totpNow(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** `fetch`, retried while the api is still starting (its migrations and demo data come first), for up to 2 minutes. */
export async function fetchWhenUp(url, init) {
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A demo account's session token (the `sid` cookie's value). `send` is the fetch to use (e.g. one that waits for
 * an api still starting); the shell's origin goes with the requests, as the browser's would.
 */
export async function demoSession({ api, shellOrigin, email, locale = 'ua', send = fetch }) {
  const headers = { 'content-type': 'application/json', origin: shellOrigin };
  let response = await send(`${api}/login?config_id=${locale}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Demo-2026!' }),
  });
  if (response.status === 401) {
    const challenge = (await response.json())?.challenge?.token;
    if (challenge)
      response = await fetch(`${api}/login/second_factor?config_id=${locale}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ challenge, code: totpNow(DEMO_TOTP_SECRET) }),
      });
  }
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !sid) throw new Error(`sign-in of ${email} failed: HTTP ${response.status}`);
  return sid;
}
