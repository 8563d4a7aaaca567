// The app's one notion of "now". Rules that depend on time (the 24-hour cancellation window, how long a slot
// is held, when an unpaid order or a gift code expires) read it from `fastify.clock`, so a test can stand at
// any moment instead of waiting for it.
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
