// Where each column that points at a person (a foreign key to users, or an e-mail address) ends up in their export,
// or why it does not. test/my-data/export-coverage.test.ts reads the database catalog and fails when a column is
// missing here (a new table about people must decide) or listed here but gone; for every exported one it checks
// that a person with such a row finds it in the named section. api/docs/my-data.md has the same list.
export type Coverage =
  /** `section`: a path in the export (`tokens.ledger`); `of`: whose export shows it. */
  { section: string; of: 'client' | 'therapist' } | { excluded: string };

export const MY_DATA_COVERAGE: Readonly<Record<string, Coverage>> = {
  'users.email': { section: 'profile', of: 'client' },
  'sessions.user_id': { section: 'sign_ins', of: 'client' },
  'password_reset_tokens.user_id': {
    excluded: 'only the hash of a one-time secret, kept until it is used or expires (PASSWORD_RESET_TTL_MINUTES)',
  },
  'login_links.user_id': {
    excluded:
      'only the hash of a one-time sign-in link mailed after repeated wrong passwords, kept until used or expired',
  },
  'user_totp.user_id': { section: 'two_factor', of: 'client' },
  'totp_recovery_codes.user_id': { section: 'two_factor.recovery_codes', of: 'client' },
  'second_factor_failures.user_id': { section: 'two_factor.wrong_codes', of: 'client' },
  'login_challenges.user_id': {
    excluded:
      'only the hash of a five-minute sign-in challenge given after a correct password, deleted when used or expired',
  },
  'email_verifications.user_id': {
    excluded:
      'only the hash of a one-time confirmation link, kept until used, voided or expired; the profile shows the address and any pending new one',
  },
  'email_verifications.email': {
    excluded:
      'the address a confirmation link was mailed to: the profile shows it (or the pending new one) until it is confirmed',
  },
  'bookings.partner_id': { section: 'sessions', of: 'client' },
  'partner_invitations.accepted_by': { section: 'sessions', of: 'client' },
  'partner_invitations.email': {
    excluded:
      "the address a client invited as their couple partner, with the invitation link's hash: the inviting client's export shows it in sessions",
  },
  'calendar_feeds.user_id': {
    excluded: "only the hash of the private calendar feed's address; the sessions it lists are in sessions",
  },
  'analytics_client_ids.user_id': { section: 'analytics.client_ids', of: 'client' },
  'frontend_errors.user_id': { section: 'error_reports', of: 'client' },
  'mixpanel_events.user_id': { section: 'analytics.events', of: 'client' },
  'newsletter_subscriptions.user_id': { section: 'newsletter', of: 'client' },
  'newsletter_subscriptions.email': { section: 'newsletter', of: 'client' },
  'business_inquiries.user_id': { section: 'business_inquiries', of: 'client' },
  'business_inquiries.email': { section: 'business_inquiries', of: 'client' },
  'therapist_profiles.user_id': { section: 'therapist.profile', of: 'therapist' },
  'bookings.client_id': { section: 'sessions', of: 'client' },
  'bookings.partner_email': { section: 'sessions', of: 'client' },
  'bookings.worker_id': { section: 'therapist.sessions', of: 'therapist' },
  'bookings.cancelled_by_user_id': {
    excluded:
      "the admin who cancelled someone else's session for the platform: an audit record of the admin's work on other people's bookings",
  },
  'booking_cancel_links.client_id': {
    excluded:
      'only the hash of a one-time cancel link, kept until its session starts; the session itself is in sessions',
  },
  'orders.client_id': { section: 'orders', of: 'client' },
  'orders.worker_id': {
    excluded: "other people's purchases of sessions with the therapist; the therapist's statistics show them in sum",
  },
  'promo_rules.created_by': {
    excluded: "discount rules an admin set up for the platform: the platform's configuration, not data about the admin",
  },
  'promo_usages.client_id': { section: 'orders', of: 'client' },
  'promo_lookups.user_id': { section: 'promo_lookups', of: 'client' },
  'token_accounts.client_id': { section: 'tokens.accounts', of: 'client' },
  'token_accounts.worker_id': {
    excluded: "clients' prepaid sessions with the therapist: the clients' data (each client's export has theirs)",
  },
  'gift_codes.purchaser_id': { section: 'gift_codes', of: 'client' },
  'gift_codes.redeemed_by': { section: 'gift_codes', of: 'client' },
  'subscriptions.client_id': { section: 'subscriptions', of: 'client' },
  'subscriptions.worker_id': {
    excluded: "clients' subscriptions to the therapist's sessions: the clients' data (each client's export has theirs)",
  },
  'recommendations.user_id': { section: 'questionnaires', of: 'client' },
  'mail_outbox.user_id': { section: 'mails', of: 'client' },
  'mail_outbox.to_email': { section: 'mails', of: 'client' },
  'mail_outbox.reply_to': { section: 'mails', of: 'client' },
  'waitlist_entries.client_id': { section: 'waitlist', of: 'client' },
  'waitlist_entries.worker_id': {
    excluded:
      "clients waiting for the therapist's time: the clients' data (each client's export has theirs); the therapist is never shown who waits",
  },
  'daily_agendas.worker_id': { section: 'therapist.daily_agendas', of: 'therapist' },
  'outage_profiles.user_id': { section: 'outages.profile', of: 'client' },
  'outage_moves.user_id': { section: 'outages.moves', of: 'client' },
  'outage_report_links.user_id': {
    excluded: "only the hash of a reminder's one-time lost-power link, kept until an hour after the session",
  },
};
