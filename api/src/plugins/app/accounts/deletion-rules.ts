// The order in which an account is erased, in one transaction (issue 30), and the goodbye mail. Every area's
// hook runs first, while the account still has its name and address (they cancel its future sessions and tell
// the other side, strip names from the books, and find the mails that mention it); then the queued work that
// names it, its links, its sign-in traces and its sessions go; the user row is pseudonymised last; the goodbye
// is queued after the account's other mails were forgotten, so it is the one mail that still goes out.
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { ACCOUNT_DELETED_MAIL } from './mail-texts';

export type ErasureStep =
  /** Every area's deletion hook (bookings, payments, series, waitlist, ...), in the order they registered. */
  | 'area_hooks'
  /** Queued jobs whose data carries the account's address (e.g. a password reset not yet sent). */
  | 'queued_jobs'
  /** Queued mails to the account: not sent, no address or text kept. */
  | 'queued_mails'
  | 'reset_links'
  | 'address_confirmations'
  | 'sign_in_throttle'
  | 'sessions'
  /** Name, address, phone and password replaced; the row stays so that kept records still point somewhere. */
  | 'user_row'
  | 'goodbye_mail';

/** The steps of one account's erasure, in order; an account without an address has no jobs or mail to find. */
export function erasureSteps(user: { email: string | null }): ErasureStep[] {
  const addressed = user.email !== null && user.email !== '';
  return [
    'area_hooks',
    ...(addressed ? (['queued_jobs'] as const) : []),
    'queued_mails',
    'reset_links',
    'address_confirmations',
    'sign_in_throttle',
    'sessions',
    'user_row',
    ...(addressed ? (['goodbye_mail'] as const) : []),
  ];
}

/** The goodbye mail in the account's language (the outbox forgets it once delivered). */
export function goodbyeMail(user: { id: string; email: string; name: string; locale: MarketLocale }) {
  const mail = ACCOUNT_DELETED_MAIL[user.locale];
  return {
    purpose: 'account_deleted',
    userId: user.id,
    to: user.email,
    locale: user.locale,
    subject: mail.subject,
    text: mail.text({ name: user.name, supportEmail: MARKETS[user.locale].support.email }),
  };
}
