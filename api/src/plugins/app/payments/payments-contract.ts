// What routes and other plugins use of payments besides `fastify.payments`: order and refund rows, the sandbox
// checkout's texts, the refund rules and the refund state's SQL (the api's public index zone,
// scripts/lint-imports.mjs).
export { REFUND_STATE_SQL, type OrderRow, type RefundRow } from './orders-repository';
export { CHECKOUT_TEXTS } from './checkout-texts';
export { appointmentRefusal } from './refund-rules';
