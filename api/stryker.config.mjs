// Mutation testing of the api's business rules that have fast tests without a database (docs/mutation.md):
// `pnpm mutation` here or at the root. Only the unit and property tests run, never the PGlite suites.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../scripts/mutation/stryker-base.mjs';

export default strykerConfig({
  packageDir: dirname(fileURLToPath(import.meta.url)),
  mutate: [
    'src/plugins/app/pricing/price-rules.ts',
    'src/plugins/app/pricing/promo-rules.ts',
    'src/plugins/app/payments/refund-rules.ts',
    'src/plugins/app/jobs/job-schedule.ts',
    'src/plugins/app/my-data/export-rules.ts',
    'src/plugins/app/outbox/outbox-rules.ts',
    'src/plugins/app/reminders/ics.ts',
    'src/plugins/app/reminders/reminder-rules.ts',
    'src/plugins/app/scheduling/work-time-rules.ts',
    'src/plugins/app/scheduling/slots.ts',
    'src/plugins/app/statistics/statistics-rules.ts',
    'src/plugins/app/admin/therapist-account-rules.ts',
    'src/plugins/app/accounts/deletion-rules.ts',
    'src/plugins/app/accounts/deletion-hooks.ts',
    'src/plugins/app/my-data/retention.ts',
    // The booking steps that decide without a database (issue 26); loadBookable's read is left to the PGlite tests.
    'src/plugins/app/bookings/steps/parse-instant.ts',
    'src/plugins/app/bookings/steps/check-participants.ts',
    'src/plugins/app/bookings/steps/normalise-partner.ts',
    'src/plugins/app/bookings/steps/check-start.ts',
    'src/plugins/app/bookings/steps/load-bookable.ts:21-31',
    'src/plugins/app/bookings/steps/refund-choice.ts',
    'src/plugins/app/bookings/steps/change-rules.ts',
    'src/plugins/app/bookings/steps/hold-rules.ts',
    // Money (issue 30): callbacks, what an order grants, renewals, token moves, gift codes, the ledger's lines.
    'src/plugins/app/payments/callback-rules.ts',
    'src/plugins/app/payments/grant-rules.ts',
    'src/plugins/app/subscriptions/renewal-rules.ts',
    'src/plugins/app/tokens/token-rules.ts',
    'src/plugins/app/giftcodes/redemption-rules.ts',
    'src/plugins/app/ledger/ledger-report.ts',
    'src/plugins/app/providers/signatures.ts',
    'src/plugins/app/providers/callback-parsing.ts',
  ],
  testFiles: [
    'test/payments/price-rule*.test.ts',
    'src/plugins/app/pricing/__tests__/promo-rules.test.ts',
    'src/plugins/app/payments/__tests__/*-rules.test.ts',
    'src/plugins/app/jobs/__tests__/job-schedule.test.ts',
    'src/plugins/app/my-data/__tests__/export-rules.test.ts',
    'src/plugins/app/outbox/__tests__/outbox-rules.test.ts',
    'src/plugins/app/reminders/__tests__/ics*.test.ts',
    'src/plugins/app/reminders/__tests__/reminder-rules.test.ts',
    'src/plugins/app/scheduling/__tests__/work-time-rule*.test.ts',
    'src/plugins/app/scheduling/__tests__/slots*.test.ts',
    'src/plugins/app/statistics/__tests__/statistics-rules.test.ts',
    'src/plugins/app/admin/__tests__/therapist-account-rules.test.ts',
    'src/plugins/app/accounts/__tests__/deletion-rules.test.ts',
    // The slot properties run on the jest run's seed (FC_SEED replays one), a hundred cases per mutant.
    'test/scheduling/slot*.property.test.ts',
    'src/plugins/app/bookings/steps/__tests__/*.test.ts',
    'src/plugins/app/subscriptions/__tests__/renewal-rules.test.ts',
    'src/plugins/app/tokens/__tests__/token-rules.test.ts',
    'src/plugins/app/giftcodes/__tests__/redemption-rules.test.ts',
    'src/plugins/app/ledger/__tests__/ledger-report.test.ts',
    'src/plugins/app/providers/__tests__/*.test.ts',
  ],
});
