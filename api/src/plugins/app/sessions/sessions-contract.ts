// What routes and other plugins use of sessions besides `fastify.sessions`: naming a request's device
// (the api's public index zone, scripts/lint-imports.mjs).
export { deviceOf, type SessionDevice } from './device';
