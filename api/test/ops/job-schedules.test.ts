// Periodic jobs are really scheduled by a process that is only started with workers (issue 30): after
// `ready()` and nothing else, the queue holds a UTC schedule for every periodic job, and its queues carry the
// jobs' own settings. A web-only process (workers off, as in every other suite) schedules nothing.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

const schedules = async (app: FastifyInstance) =>
  (
    await app.db.query<{ name: string; cron: string; timezone: string }>(
      `SELECT name, cron, timezone FROM ${app.jobs.schema}.schedule ORDER BY name`,
    )
  ).rows;

describe('periodic jobs of a process started with workers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { jobWorkers: true } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('are scheduled in UTC by starting alone', async () => {
    const rows = await schedules(app);
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'reminders.scan', cron: '* * * * *', timezone: 'UTC' },
        { name: 'reminders.agenda', cron: '2 * * * *', timezone: 'UTC' },
        { name: 'bookings.expire-holds', cron: '* * * * *', timezone: 'UTC' },
        { name: 'cleanup.sessions', cron: '7 * * * *', timezone: 'UTC' },
        { name: 'series.payment-deadlines', cron: '*/5 * * * *', timezone: 'UTC' },
      ]),
    );
    // Only periodic jobs: a job that is only sent (a mail) has no schedule.
    expect(rows.map((r) => r.name)).not.toContain('mail.deliver');
  });

  it("give each queue the job's own settings", async () => {
    const { rows } = await app.db.query<{ name: string; policy: string; retry_limit: number }>(
      `SELECT name, policy, retry_limit FROM ${app.jobs.schema}.queue WHERE name IN ('reminders.scan', 'cleanup.sessions')
        ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'cleanup.sessions', policy: 'stately', retry_limit: 5 },
      { name: 'reminders.scan', policy: 'stately', retry_limit: 3 },
    ]);
  });
});

describe('a process without workers', () => {
  it('creates the queues but schedules nothing', async () => {
    const app = await buildTestApp();
    try {
      expect(await schedules(app)).toEqual([]);
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${app.jobs.schema}.queue WHERE name = 'reminders.scan'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await app.close();
    }
  });
});
