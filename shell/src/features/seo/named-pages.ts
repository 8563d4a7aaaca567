// The routes the shell names itself (its own and the remote apps' pages): each has a title and a
// description under `common.pages.<key>` in every language. Content pages are named by their story.
// Plain data: the shell's build reads it too, to write page-meta.json and the route table's `named`
// list for the static server, so the first byte of a page already carries its title.
//
// Each cabinet page is named for what it shows ("Мої сесії · Розмова", "Statistics · Rozmova"), not
// "my cabinet" for all of them. First match wins; `*` is the rest of the address.
export const NAMED_PAGE_PATTERNS: ReadonlyArray<readonly [pattern: string, key: string]> = [
  ['login', 'login'],
  ['register', 'register'],
  ['restore-password', 'restore-password'],
  ['reset-password', 'reset-password'],
  ['complete-registration', 'complete-registration'],
  ['verify-email', 'verify-email'],
  ['partner-invitation', 'partner-invitation'],
  ['telegram-support', 'telegram-support'],
  ['facebook-messenger-support', 'facebook-messenger-support'],
  ['outage-report', 'outage-report'],
  ['therapists', 'therapists'],
  ['booking/*', 'booking'],
  ['recommendation/*', 'recommendation'],
  ['checkout/*', 'checkout'],
  ['payment/*', 'payment'],
  ['tokens', 'tokens'],
  ['subscriptions', 'subscriptions'],
  ['gift-codes', 'gift-codes'],
  ['cabinet', 'cabinet'],
  ['cabinet/sessions/:id', 'cabinet-session'],
  ['cabinet/purchases', 'cabinet-purchases'],
  ['cabinet/series', 'cabinet-series'],
  ['cabinet/waitlist', 'cabinet-waitlist'],
  ['cabinet/waitlist/offer', 'cabinet-waitlist-offer'],
  ['cabinet/profile', 'cabinet-profile'],
  ['cabinet/my-data', 'cabinet-my-data'],
  ['cabinet/appointments-list', 'cabinet-appointments'],
  ['cabinet/working-hours', 'cabinet-working-hours'],
  ['cabinet/special-hours', 'cabinet-special-hours'],
  ['cabinet/new-booking', 'cabinet-new-booking'],
  ['cabinet/statistics', 'cabinet-statistics'],
  ['cabinet/admin', 'cabinet-admin'],
  ['cabinet/admin/promo-rules', 'cabinet-admin-promo-rules'],
  ['cabinet/admin/orders/*', 'cabinet-admin-orders'],
  ['cabinet/admin/error-reports', 'cabinet-admin-error-reports'],
  ['cabinet/admin/security', 'cabinet-admin-security'],
  ['cabinet/admin/devices', 'cabinet-admin-devices'],
  ['cabinet/admin/outages', 'cabinet-admin-outages'],
  ['cabinet/video_call/*', 'cabinet-video-call'],
];

export const NAMED_PAGES: ReadonlySet<string> = new Set(NAMED_PAGE_PATTERNS.map(([, key]) => key));

/** react-router's matchPath with `end: true`; a trailing `*` also matches nothing more. */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (part === '*' && i === parts.length - 1) return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** The page a path under /{locale} is, for its title; null for content pages and unknown addresses. */
export function pageKeyOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  return NAMED_PAGE_PATTERNS.find(([pattern]) => matches(pattern, segments))?.[1] ?? null;
}
