// The routes the shell names itself (its own and the remote apps' pages): each has a title and a
// description under `common.pages.<key>` in every language. Content pages are named by their story.
// Plain data: the shell's build reads it too, to write page-meta.json for the static server.
export const NAMED_PAGES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'restore-password',
  'reset-password',
  'complete-registration',
  'verify-email',
  'partner-invitation',
  'telegram-support',
  'facebook-messenger-support',
  'therapists',
  'booking',
  'recommendation',
  'checkout',
  'payment',
  'tokens',
  'subscriptions',
  'gift-codes',
  'cabinet',
]);

/** The page a path under /{locale} is, for its title; null for content pages. */
export function pageKeyOf(pathname: string): string | null {
  const first = pathname.split('/')[2] ?? '';
  return NAMED_PAGES.has(first) ? first : null;
}
