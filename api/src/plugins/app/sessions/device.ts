// What "your signed-in devices" shows of a session: the browser and system named in words, and a coarse
// network address. There is no GeoIP database here, and a precise address is more than a person needs to
// recognise their own device, so only the first half of it is ever stored.
import net from 'node:net';

export interface SessionDevice {
  userAgent: string | null;
  network: string | null;
}

/** "193.0.x.x" for IPv4 (and IPv4-mapped IPv6), "2001:db8:x:x:x:x:x:x" for IPv6; null when it is no address. */
export function coarseNetwork(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.');
    return `${a}.${b}.x.x`;
  }
  if (net.isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean);
    // A compressed address ("2001:db8::1") may have fewer than two groups before "::": those are zeros.
    const first = groups[0] ?? '0';
    const second = groups.length > 1 ? groups[1]! : '0';
    return `${first.toLowerCase()}:${second.toLowerCase()}:x:x:x:x:x:x`;
  }
  return null;
}

/** The request's device, as stored with a new session (user agent cut to 400 characters). */
export function deviceOf(request: { headers: Record<string, unknown>; ip: string }): SessionDevice {
  const ua = request.headers['user-agent'];
  return {
    userAgent: typeof ua === 'string' && ua.trim() ? ua.trim().slice(0, 400) : null,
    network: coarseNetwork(request.ip),
  };
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and in-app shells say all of them.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chromium'],
  [/\bChromium\//, 'Chromium'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser and operating system named in a user agent, or null for each one it does not name. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  return { browser, os };
}
