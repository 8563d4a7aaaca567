// What routes and other plugins use of pricing besides `fastify.pricing`: the pure price and promo rules and the
// promo row (the api's public index zone, scripts/lint-imports.mjs).
export { listPriceMinor, marketSessionPriceMinor, type Quote } from './price-rules';
export { editedWindowProblem, newRuleProblems, ruleMarkets } from './promo-rules';
export type { PromoRuleRow } from './promo-repository';
