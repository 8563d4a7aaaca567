// What the api's own HTML pages share (the sign-in link, the sandbox checkout, the cancel link): each is one
// small document with a form, rendered on the server in the person's language.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { documentHeaders } from './plugins/external/helmet';

/** Text and attribute values in the page's markup. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Each market language's BCP 47 tag (Ukrainian is `uk`, not the market's `ua`): a page's `<html lang>`, a mail's
 * `Content-Language`.
 */
export const LANGUAGE_TAG: Readonly<Record<MarketLocale, string>> = { ua: 'uk', pl: 'pl', ro: 'ro', en: 'en' };

/**
 * A page's headers, worked out once per page: HTML, never stored, the headers only a document needs (helmet.ts),
 * its referrer rule, and a policy that lets it style itself and post its form to `formAction` only (it replaces
 * the JSON answers' policy, set before any route runs).
 */
export function htmlPageHeaders(page: {
  referrer: 'same-origin' | 'no-referrer';
  formAction: string;
}): Readonly<Record<string, string>> {
  return {
    'content-type': 'text/html; charset=utf-8',
    ...documentHeaders,
    'cache-control': 'no-store',
    'referrer-policy': page.referrer,
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${page.formAction}; frame-ancestors 'none'`,
  };
}
