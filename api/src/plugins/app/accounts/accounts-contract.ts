// What routes and other plugins use of accounts besides `fastify.accounts`: pure rules, texts and row types
// (the api's public index zone, scripts/lint-imports.mjs). The rest of accounts/ may change freely.
export { fbcOf, subjectOf, toAuthData, type AuthSubject } from './auth-data';
export { LOGIN_LINK_PAGE, type LoginLinkPageTexts } from './login-link-texts';
export { hashPassword } from './passwords';
export type { UserRow } from './users-repository';
