// What other plugins use of subscriptions besides `fastify.subscriptions`: the pure renewal rules
// (the api's public index zone, scripts/lint-imports.mjs).
export { dueAction, sandboxRenewal } from './renewal-rules';
