// What account deletion keeps, because the law requires it, and why. api/docs/my-data.md lists the same tables
// with their legal basis and retention period; test/my-data/erasure.test.ts allows the deleted person's traces
// nowhere else (and these tables keep amounts, dates and references, not names: payments' deletion hook strips
// gift texts, partner addresses and the providers' payloads).
export const KEPT_FOR_ACCOUNTING: Readonly<Record<string, string>> = {
  orders: 'what was bought, when, in which market and currency, for how much, and its state',
  payments: 'money received: amount, currency, provider and its payment reference',
  refunds: 'money sent back: amount, destination, reason, provider reference',
  ledger_entries: 'the double-entry record of every payment, credit and refund',
  provider_events: "the payment providers' callbacks (their payload is redacted on deletion)",
  token_accounts: 'prepaid sessions still owed: a liability in the books',
  token_movements: 'how prepaid sessions were bought, used and returned',
  gift_codes: 'sold gift certificates (names and message are erased on deletion)',
  subscriptions: 'subscriptions sold and their periods',
  subscription_periods: 'each paid subscription period',
  promo_usages: 'which discount an order was sold with',
};
