// Decorates `fastify.jobs` (plugin `jobs`): background work on a PostgreSQL job queue (pg-boss), on the
// PostgreSQL server and on the embedded PGlite database alike. Why pg-boss and how it runs: api/docs/jobs.md.
//
// Areas define their jobs while they register (`jobs.define`), then enqueue them from inside their own
// transactions (`jobs.send(q, ...)`), so a job exists exactly when the change that asked for it committed.
// Every replica may run workers; the queue hands each job to one of them (SELECT ... FOR UPDATE SKIP LOCKED),
// and a schedule produces one job per tick however many replicas keep it.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { Counter } from 'prom-client';
import type { Db, Queryable } from '../../external/db';
import { DatabaseBusyError } from '../../external/db-queue';
import { jobContext, queueOptions, queueSetup } from './job-schedule';

export interface JobContext {
  /** 0 on the first try, then 1, 2 … */
  retryCount: number;
  /** Tries after the first one that the queue allows. */
  retryLimit: number;
  /** True when a failure now is final: no retry follows. */
  lastTry: boolean;
}

export type JobHandler = (data: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobDefinition {
  /** Cron expression (UTC) for periodic work; absent for jobs that are only sent. */
  cron?: string;
  /** Retries after a failure, each after a longer wait (backoff). */
  retryLimit?: number;
  /** A job running longer is taken for dead (its process crashed) and retried. */
  expireInSeconds?: number;
  /** 'stately' keeps at most one queued and one running: for sweeps, where two at once are pointless. */
  policy?: 'standard' | 'stately';
  /** Parallel jobs of this queue per process. */
  concurrency?: number;
}

export interface Jobs {
  define(name: string, definition: JobDefinition, handler: JobHandler): void;
  /** Enqueues a job in the caller's transaction (or on its own when `q` is the plain db). */
  send(
    q: Queryable,
    name: string,
    data?: Record<string, unknown>,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<void>;
  /** The readiness check's question: can this process reach the queue's tables? */
  ping(): Promise<boolean>;
  /**
   * Runs, in this process and now, every job of `name` that is waiting (retries too, without their wait),
   * until none is left. Tests and the admin's "run now" use it; workers do the same on their own.
   */
  drain(name: string, options?: { once?: boolean }): Promise<number>;
  /** Enqueues one job of `name` and drains the queue: a sweep on demand. */
  runNow(name: string, data?: Record<string, unknown>): Promise<number>;
  /** Queue depth per job name (waiting or retrying), for metrics. */
  depth(): Promise<Record<string, number>>;
  /**
   * Account deletion: jobs whose data names the person (a reset request or a sign-in link carries the address)
   * go, waiting or finished: the queue keeps finished jobs for days (api/docs/my-data.md, "Erasure").
   */
  forgetData(q: Queryable, key: string, value: string): Promise<void>;
  /** The schema holding the queue's tables. */
  readonly schema: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Names for pg-boss's statements with parameters. They are a small fixed set, each text built once by pg-boss (its
 * job insert, 2.6 KB, runs in the transaction of every booking and every mail): named, each is parsed and planned
 * once per connection, as our own hot statements are, instead of on every call (issue 29). Past STATEMENT_NAMES_MAX
 * texts a new one runs unnamed: a bound on the server's prepared statements, should pg-boss ever put values in one.
 */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_MAX = 64;
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < STATEMENT_NAMES_MAX) {
    name = `boss_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** pg-boss's database interface over our Db: one statement with parameters, or a script without. */
export function bossDb(q: Queryable | Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        if ('script' in q && /;\s*\S/.test(text.trim().replace(/;\s*$/, ''))) return q.script(text);
        return q.query(text, []);
      }
      return q.query(text, values, statementName(text));
    },
  };
}

export default fp(
  async (fastify) => {
    const { db, config } = fastify;
    // Production: schema `pgboss`. A test app lives in its own schema, so its queue gets one beside it.
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const current = rows[0]?.schema ?? 'public';
    const schema = current === 'public' ? 'pgboss' : `${current}_jobs`;
    const workers = config.jobWorkers;

    const boss = new PgBoss({
      db: bossDb(db),
      schema,
      migrate: true,
      supervise: workers,
      schedule: workers,
      // Archive finished jobs after a day and delete archived ones after a week: enough to look into a
      // failure, not a second database.
      archiveCompletedAfterSeconds: 24 * 3_600,
      maintenanceIntervalSeconds: config.jobMaintenanceSeconds,
      deleteAfterDays: 7,
    });
    boss.on('error', (err: Error) => fastify.log.error({ err }, 'job queue error'));
    await boss.start();

    const definitions = new Map<string, { definition: JobDefinition; handler: JobHandler }>();
    // Job counts for /metrics: how each run in this process ended.
    const finished = new Counter({
      name: 'jobs_finished_total',
      help: 'Jobs this process ran, by job and outcome (done, retry: failed and will be tried again, failed: final)',
      labelNames: ['job', 'outcome'],
      registers: [fastify.metrics.registry],
    });

    const run = async (name: string, job: PgBoss.JobWithMetadata<unknown>): Promise<void> => {
      const entry = definitions.get(name);
      if (!entry) throw new Error(`No job "${name}" is defined`);
      const context: JobContext = jobContext(job.retryCount, job.retryLimit);
      fastify.log.debug({ job: name, jobId: job.id, data: job.data, retryCount: job.retryCount }, 'job started');
      try {
        await entry.handler((job.data ?? {}) as Record<string, unknown>, context);
      } catch (err) {
        finished.inc({ job: name, outcome: context.lastTry ? 'failed' : 'retry' });
        throw err;
      }
      finished.inc({ job: name, outcome: 'done' });
      fastify.log.debug({ job: name, jobId: job.id }, 'job done');
    };

    const jobs: Jobs = {
      schema,
      define(name, definition, handler) {
        if (definitions.has(name)) throw new Error(`Job "${name}" is defined twice`);
        definitions.set(name, { definition, handler });
      },
      async send(q, name, data = {}, options = {}) {
        await boss.send(name, data, {
          db: bossDb(q),
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        });
      },
      async forgetData(q, key, value) {
        const { rows } = await q.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = $1 AND table_name IN ('job', 'archive')`,
          [schema],
        );
        for (const { name } of rows) {
          await q.query(`DELETE FROM ${schema}.${name} WHERE data->>$1 = $2`, [key, value]);
        }
      },
      async ping() {
        try {
          await db.query(`SELECT 1 FROM ${schema}.version LIMIT 1`);
          return true;
        } catch {
          return false;
        }
      },
      async drain(name, options = {}) {
        let done = 0;
        for (let round = 0; ; round += 1) {
          if (options.once && round > 0) return done;
          const batch = await boss.fetch(name, { batchSize: 5, includeMetadata: true, ignoreStartAfter: true });
          if (!batch || batch.length === 0) return done;
          for (const job of batch) {
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, { message: (err as Error).message });
            }
            done += 1;
          }
        }
      },
      async runNow(name, data = {}) {
        await boss.send(name, data);
        return jobs.drain(name);
      },
      async depth() {
        const out: Record<string, number> = {};
        for (const name of definitions.keys()) out[name] = await boss.getQueueSize(name);
        return out;
      },
    };
    fastify.decorate('jobs', jobs);
    // GET /ready: a replica whose queue cannot be reached would take requests whose mails never leave.
    fastify.readiness.add('queue', async () => {
      try {
        await db.query(`SELECT 1 FROM ${schema}.version LIMIT 1`);
      } catch (err) {
        // The embedded database refusing newcomers is alive and working through its line: ready, only busy.
        if (!(err instanceof DatabaseBusyError)) throw err;
      }
    });
    fastify.metrics.gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs waiting or waiting to be retried, by job (shared by every replica)',
      labelNames: ['job'],
      collect: async (gauge) => {
        for (const [job, size] of Object.entries(await jobs.depth())) gauge.set({ job }, size);
      },
    });

    // Each worker asks the queue for work this often while idle; PGlite answers one query at a time, so there
    // the workers ask less often (a mail leaves within 5 s instead of 2).
    const polling = db.driver === 'pglite' ? 5 : 2;
    fastify.addHook('onReady', async () => {
      for (const [name, { definition }] of definitions) {
        const options = queueOptions(name, definition, config);
        const setup = queueSetup(definition, Boolean(await boss.getQueue(name)), workers);
        // Queue settings live in the database, shared by every replica: the workers keep them current.
        if (setup.queue === 'create') await boss.createQueue(name, options);
        else if (setup.queue === 'update') await boss.updateQueue(name, options);
        if (setup.schedule) await boss.schedule(name, setup.schedule, {}, { tz: 'UTC' });
        for (let i = 0; i < setup.workers; i += 1) {
          await boss.work(
            name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: polling },
            async (batch) => {
              for (const job of batch) await run(name, job);
            },
          );
        }
      }
    });

    fastify.addHook('onClose', async () => {
      // Running jobs finish (up to 20 s); what does not is retried by another replica when it expires.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000, close: false });
    });
  },
  { name: 'jobs', dependencies: ['db', 'operations'] },
);
