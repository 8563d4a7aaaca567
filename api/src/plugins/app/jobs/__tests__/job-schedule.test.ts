// What the job queue does with each defined job when a process is ready (issue 30): a worker process
// schedules periodic work and starts its workers, a web-only process only makes sure the queue exists; the
// settings each queue gets; when a failure is final.
import { QUEUE_DEFAULTS, jobContext, queueOptions, queueSetup } from '../job-schedule';

describe('a defined job when the process is ready', () => {
  const periodic = { cron: '* * * * *', policy: 'stately' as const };

  it('a worker process schedules periodic work and starts one worker, creating the queue when it is new', () => {
    expect(queueSetup(periodic, false, true)).toEqual({ queue: 'create', schedule: '* * * * *', workers: 1 });
    expect(queueSetup(periodic, true, true)).toEqual({ queue: 'update', schedule: '* * * * *', workers: 1 });
  });

  it('a worker process starts as many workers as the job asks for, and schedules only periodic jobs', () => {
    expect(queueSetup({ concurrency: 3 }, true, true)).toEqual({ queue: 'update', schedule: null, workers: 3 });
  });

  it('a process without workers schedules nothing, starts nothing, and only creates a missing queue', () => {
    expect(queueSetup(periodic, false, false)).toEqual({ queue: 'create', schedule: null, workers: 0 });
    expect(queueSetup({ ...periodic, concurrency: 2 }, true, false)).toEqual({
      queue: 'keep',
      schedule: null,
      workers: 0,
    });
  });
});

describe("a queue's settings", () => {
  const config = { jobRetryDelaySeconds: 30, jobExpireSeconds: null };

  it('take five retries with a growing wait, 15 minutes to expire, any number queued, by default', () => {
    expect(QUEUE_DEFAULTS).toEqual({ retryLimit: 5, expireInSeconds: 900, policy: 'standard' });
    expect(queueOptions('mail.send', {}, config)).toEqual({
      name: 'mail.send',
      policy: 'standard',
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 900,
    });
  });

  it("take the job's own policy, retries and expiry", () => {
    expect(queueOptions('x', { policy: 'stately', retryLimit: 3, expireInSeconds: 60 }, config)).toMatchObject({
      policy: 'stately',
      retryLimit: 3,
      expireInSeconds: 60,
    });
  });

  it('retry at once, without backoff, when no delay is configured; a configured expiry wins over every job', () => {
    expect(queueOptions('x', { expireInSeconds: 60 }, { jobRetryDelaySeconds: 0, jobExpireSeconds: 8 })).toMatchObject({
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 8,
    });
    expect(queueOptions('x', {}, { jobRetryDelaySeconds: 1, jobExpireSeconds: null })).toMatchObject({
      retryDelay: 1,
      retryBackoff: true,
    });
  });
});

describe('a run', () => {
  it('knows its try, and that a failure is final on the last allowed retry, not before', () => {
    expect(jobContext(0, 3)).toEqual({ retryCount: 0, retryLimit: 3, lastTry: false });
    expect(jobContext(2, 3)).toEqual({ retryCount: 2, retryLimit: 3, lastTry: false });
    expect(jobContext(3, 3)).toEqual({ retryCount: 3, retryLimit: 3, lastTry: true });
    expect(jobContext(0, 0)).toEqual({ retryCount: 0, retryLimit: 0, lastTry: true });
  });
});
