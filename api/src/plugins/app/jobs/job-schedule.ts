// What the job queue does with each defined job when the app is ready, and what a run is told, without a
// database (issue 30): a worker process creates or updates the queue, schedules periodic work and starts its
// workers; a process without workers only makes sure the queue exists. `jobs/index.ts` talks to pg-boss.

/** A job definition's defaults: five retries, taken for dead after 15 minutes, any number queued. */
export const QUEUE_DEFAULTS = { retryLimit: 5, expireInSeconds: 15 * 60, policy: 'standard' as const };

export interface QueueDefinition {
  cron?: string;
  retryLimit?: number;
  expireInSeconds?: number;
  policy?: 'standard' | 'stately';
  concurrency?: number;
}

export interface QueueOptions {
  name: string;
  policy: 'standard' | 'stately';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** The queue's settings: the definition over the defaults; a configured expiry overrides every queue's. */
export function queueOptions(
  name: string,
  definition: QueueDefinition,
  config: { jobRetryDelaySeconds: number; jobExpireSeconds: number | null },
): QueueOptions {
  const queue = { ...QUEUE_DEFAULTS, ...definition };
  return {
    name,
    policy: queue.policy,
    retryLimit: queue.retryLimit,
    retryDelay: config.jobRetryDelaySeconds,
    // Backoff only when there is a delay to grow: without one, retries come at once (tests).
    retryBackoff: config.jobRetryDelaySeconds > 0,
    expireInSeconds: config.jobExpireSeconds ?? queue.expireInSeconds,
  };
}

export interface QueueSetup {
  /** Create the queue, update its settings (shared by every replica: the workers keep them current), or keep. */
  queue: 'create' | 'update' | 'keep';
  /** The cron expression (UTC) to schedule, or null. */
  schedule: string | null;
  /** How many workers this process starts for the queue. */
  workers: number;
}

/**
 * What a process does for one defined job when it is ready. A process with workers creates or updates the
 * queue, schedules periodic work and starts `concurrency` workers (one by default); a process without them
 * (a web-only replica, tests) creates a missing queue so jobs can be sent, and nothing else.
 */
export function queueSetup(definition: QueueDefinition, queueExists: boolean, workers: boolean): QueueSetup {
  const queue = !queueExists ? 'create' : workers ? 'update' : 'keep';
  if (!workers) return { queue, schedule: null, workers: 0 };
  return { queue, schedule: definition.cron ?? null, workers: definition.concurrency ?? 1 };
}

/** What a run is told: its try (0 first) and whether a failure now is final. */
export function jobContext(retryCount: number, retryLimit: number) {
  return { retryCount, retryLimit, lastTry: retryCount >= retryLimit };
}
