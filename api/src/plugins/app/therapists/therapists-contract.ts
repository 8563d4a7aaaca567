// What routes and other plugins use of therapists besides `fastify.therapists`: the profile's types and pure rules
// (the api's public index zone, scripts/lint-imports.mjs).
export {
  biosOf,
  offeredServices,
  offersService,
  pickBio,
  resolveServiceKind,
  serviceTerms,
  type Bios,
  type ProfileTextColumns,
  type ServiceTerms,
  type SlotProfile,
  type TherapistProfile,
} from './therapist-profile';
