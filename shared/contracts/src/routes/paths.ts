// Every path of every app, relative to `/{locale}`, in react-router syntax (`:id` is one segment,
// a trailing `*` is the rest). The shell's ownership rules, each remote's `./routes` and the links one
// app builds to another all read this table, so a path is written once.
import { DEFAULT_LOCALE, isMarketLocale, type MarketLocale } from '../markets';

export const APP_NAMES = [
  'shell',
  'mf_content',
  'mf_booking',
  'mf_payments',
  'mf_client_cabinet',
  'mf_worker_cabinet',
] as const;
export type AppName = (typeof APP_NAMES)[number];
export type RemoteName = Exclude<AppName, 'shell'>;

/** The pages each app renders. */
export const PATHS = {
  shell: {
    login: 'login',
    register: 'register',
    restorePassword: 'restore-password',
    resetPassword: 'reset-password',
    completeRegistration: 'complete-registration',
    /** The landing page of an e-mail confirmation link (`?token=`). */
    verifyEmail: 'verify-email',
    /** The landing page of a couple partner's invitation link (`?token=`). */
    partnerInvitation: 'partner-invitation',
    telegramSupport: 'telegram-support',
    facebookMessengerSupport: 'facebook-messenger-support',
    // The newsletter's mailed links (double opt-in) and the business-contact page.
    newsletterConfirm: 'newsletter/confirm',
    newsletterUnsubscribe: 'newsletter/unsubscribe',
    forCompanies: 'for-companies',
    /** The landing page of the reminder's "I lost power or connection" link (`?token=`, schemas/outages.ts). */
    outageReport: 'outage-report',
  },
  content: {
    home: 'home',
    about: 'about',
    pricing: 'pricing',
    faq: 'faq',
    // Editors add pages without a rebuild: any other slug is a CMS page (dynamic, so no canonical link).
    page: ':slug',
  },
  booking: {
    therapists: 'therapists',
    booking: 'booking',
    recommendation: 'recommendation',
  },
  payments: {
    appointmentCheckout: 'checkout/appointment',
    result: 'payment/result',
    tokens: 'tokens',
    subscriptions: 'subscriptions',
    giftCodes: 'gift-codes',
  },
  /** A client's cabinet (mf_client_cabinet). */
  clientCabinet: {
    // Landing page of clients' cabinet: their sessions.
    sessions: 'cabinet',
    session: 'cabinet/sessions/:id',
    purchases: 'cabinet/purchases',
    /** Recurring series and paying their held occurrences (`?pay=<booking_id>` opens that one's payment). */
    series: 'cabinet/series',
    profile: 'cabinet/profile',
    myData: 'cabinet/my-data',
    /** The waitlists the client is on, each with "leave" (api/docs/waitlist.md). */
    waitlist: 'cabinet/waitlist',
    /** The landing page of a waitlist offer's claim link (`?token=`): the slot, the time left, then checkout. */
    waitlistOffer: 'cabinet/waitlist/offer',
  },
  /** A therapist's cabinet (mf_worker_cabinet), also every role other than client and admin. */
  workerCabinet: {
    // Landing page of therapists.
    appointmentsList: 'cabinet/appointments-list',
    workingHours: 'cabinet/working-hours',
    specialHours: 'cabinet/special-hours',
    newBooking: 'cabinet/new-booking',
    statistics: 'cabinet/statistics',
    profile: 'cabinet/profile',
  },
  /** An admin's cabinet (mf_worker_cabinet). */
  adminCabinet: {
    // Landing page of admins: the therapists.
    therapists: 'cabinet/admin',
    promoRules: 'cabinet/admin/promo-rules',
    orders: 'cabinet/admin/orders',
    errorReports: 'cabinet/admin/error-reports',
    // The admin's own sign-in settings (two-step sign-in).
    security: 'cabinet/admin/security',
    /** The admin's own signed-in devices (therapists have theirs on the profile page). */
    devices: 'cabinet/admin/devices',
    /** Sessions moved for air-raid alerts and outages, per month and market (schemas/outages.ts). */
    outages: 'cabinet/admin/outages',
  },
  /** Rendered by the signed-in person's cabinet: clients' by mf_client_cabinet, everyone else's by mf_worker_cabinet. */
  videoCall: {
    couple: 'cabinet/video_call/couple/:id',
    personal: 'cabinet/video_call/personal/:id',
  },
} as const;

type PageTable = Readonly<Record<string, string>>;

/** What each app renders; the cabinets both render the video call pages. */
export const APP_PAGES: Readonly<Record<AppName, PageTable>> = {
  shell: PATHS.shell,
  mf_content: PATHS.content,
  mf_booking: PATHS.booking,
  mf_payments: PATHS.payments,
  mf_client_cabinet: { ...PATHS.clientCabinet, ...videoCallPages() },
  mf_worker_cabinet: { ...PATHS.workerCabinet, ...adminPages(), ...videoCallPages() },
};

// The worker cabinet's table is flat: admin pages are prefixed so they never clash with a therapist's (`profile`).
function adminPages() {
  return {
    adminTherapists: PATHS.adminCabinet.therapists,
    adminPromoRules: PATHS.adminCabinet.promoRules,
    adminOrders: PATHS.adminCabinet.orders,
    adminErrorReports: PATHS.adminCabinet.errorReports,
    adminSecurity: PATHS.adminCabinet.security,
    adminOutages: PATHS.adminCabinet.outages,
  };
}

function videoCallPages() {
  return { videoCallCouple: PATHS.videoCall.couple, videoCallPersonal: PATHS.videoCall.personal };
}

/** `cabinet`: the signed-in person's cabinet (see `cabinetOf`). */
export type RouteOwner = AppName | 'cabinet';

export interface OwnerRule {
  pattern: string;
  owner: RouteOwner;
  /** Only for signed-in people: anonymous visitors are sent to sign in first. */
  private?: boolean;
}

/**
 * Which app the shell mounts for a path, first match wins. A remote owns whole prefixes
 * (`gift-codes/*`) and answers "not found" itself for a path under them it does not render.
 */
export const OWNER_RULES: readonly OwnerRule[] = [
  ...Object.values(PATHS.shell).map((pattern) => ({ pattern, owner: 'shell' as const })),
  { pattern: PATHS.content.home, owner: 'mf_content' },
  { pattern: PATHS.booking.therapists, owner: 'mf_booking' },
  { pattern: `${PATHS.booking.booking}/*`, owner: 'mf_booking' },
  { pattern: `${PATHS.booking.recommendation}/*`, owner: 'mf_booking' },
  { pattern: 'checkout/*', owner: 'mf_payments' },
  { pattern: PATHS.payments.result, owner: 'mf_payments' },
  { pattern: PATHS.payments.tokens, owner: 'mf_payments' },
  { pattern: PATHS.payments.subscriptions, owner: 'mf_payments' },
  { pattern: `${PATHS.payments.giftCodes}/*`, owner: 'mf_payments' },
  { pattern: `${PATHS.workerCabinet.appointmentsList}/*`, owner: 'mf_worker_cabinet', private: true },
  { pattern: `${PATHS.adminCabinet.therapists}/*`, owner: 'mf_worker_cabinet', private: true },
  // The rest of the cabinet, video calls included, belongs to whoever is signed in.
  { pattern: 'cabinet/*', owner: 'cabinet', private: true },
  { pattern: `${PATHS.content.page}/*`, owner: 'mf_content' },
];

/** The cabinet of a signed-in role: clients (`user`) have theirs, everyone else the workers'. */
export function cabinetOf(role: string | null | undefined): RemoteName {
  return role === 'user' || !role ? 'mf_client_cabinet' : 'mf_worker_cabinet';
}

export type Owner = { kind: 'remote'; remote: RemoteName; private: boolean } | { kind: 'shell' };

/** Which app renders `/{locale}/{rest}` for a person of `role`; null when none does. */
export function ownerOf(rest: string, role: string | null | undefined): Owner | null {
  for (const rule of OWNER_RULES) {
    if (!matchPattern(rule.pattern, rest)) continue;
    if (rule.owner === 'shell') return { kind: 'shell' };
    const remote = rule.owner === 'cabinet' ? cabinetOf(role) : rule.owner;
    return { kind: 'remote', remote, private: Boolean(rule.private) };
  }
  return null;
}

/**
 * Whether `rest` (a path relative to `/{locale}`, slashes at either end ignored) matches a pattern:
 * literal segments (any case, as react-router matches), `:name` for one non-empty segment, a trailing `*` for the rest (possibly nothing).
 */
export function matchPattern(pattern: string, rest: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = rest.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*' && i === want.length - 1) return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/** The key of the page in `pages` that `rest` is, static patterns before dynamic ones; null: none. */
export function pageOf<Pages extends PageTable>(rest: string, pages: Pages): (keyof Pages & string) | null {
  const entries = Object.entries(pages);
  const ordered = [...entries.filter(([, p]) => !/[:*]/.test(p)), ...entries.filter(([, p]) => /[:*]/.test(p))];
  for (const [key, pattern] of ordered) if (matchPattern(pattern, rest)) return key as keyof Pages & string;
  return null;
}

/** `rest` of a location under a remote's base path: `/pl/gift-codes/x` under `/pl` -> `gift-codes/x`. */
export function pathUnder(pathname: string, basePath: string): string {
  const inside = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return inside.replace(/^\/+|\/+$/g, '');
}

/** The market of a page from the first segment of its path (`/pl/tokens` -> pl); the default market otherwise. */
export function localeFromPath(pathname: string): MarketLocale {
  const first = pathname.split('/')[1];
  return isMarketLocale(first) ? first : DEFAULT_LOCALE;
}
