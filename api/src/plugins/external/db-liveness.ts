// Signs of life of the database, taken from the app's own queries (issue 29): when one last got an answer and when
// one last found the database unreachable. /ready reads them while the database is busy, so that it need not
// queue a probe of its own behind the load to learn what the last few milliseconds already showed.
import { performance } from 'node:perf_hooks';
import type { Db, DbLiveness } from './db-types';
import { isDatabaseUnreachable } from './db-unreachable';

/** The same Db, every query and transaction noting what it learnt about the database in `liveness`. */
export function watchedDb(db: Db): Db {
  const queue = db.waitQueue;
  const liveness: DbLiveness = {
    answeredAt: Number.NEGATIVE_INFINITY,
    unreachableAt: Number.NEGATIVE_INFINITY,
    waiting: queue ? () => queue.depth() : (db.poolWaiting ?? (() => 0)),
  };
  const answered = (): void => {
    liveness.answeredAt = performance.now();
  };
  const failed = (err: unknown): void => {
    // A statement refused (a constraint, a syntax error, a timeout it set itself) is an answer too; a refusal by
    // PGlite's own line (busy) says nothing either way.
    if (isDatabaseUnreachable(err)) liveness.unreachableAt = performance.now();
    else if ((err as { code?: unknown } | null)?.code !== undefined) liveness.answeredAt = performance.now();
  };
  // The caller gets the promise itself; the branch taken here handles its rejection for this watch only.
  const watch = <T>(work: Promise<T>): Promise<T> => {
    work.then(answered, failed);
    return work;
  };
  return {
    ...db,
    liveness,
    query: (sql, params, name) => watch(db.query(sql, params, name)),
    tx: (fn) => watch(db.tx(fn)),
    script: (sql) => watch(db.script(sql)),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  };
}
