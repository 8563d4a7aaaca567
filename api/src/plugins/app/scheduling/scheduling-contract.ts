// What routes and other plugins use of scheduling besides `fastify.scheduling`: the pure time-zone and slot
// arithmetic and the special day's type (the api's public index zone, scripts/lint-imports.mjs).
export {
  dayNumberToDate,
  formatClock,
  isValidTimeZone,
  localDayAt,
  localMinuteOfDay,
  offsetMinutesAt,
  offsetTransitions,
  wallTimeToInstant,
} from './zoned-time';
export { isoInstant, workingRanges, type BusyRange, type Slot } from './slots';
export { busyArrays, busyRanges, type SpecialDay } from './work-time-repository';
