// A second app on the same database as a test app: what a second replica behind the load balancer is. On the
// PostgreSQL server it is a separate pool (its own connections) on the same schema; PGlite is one process's
// database, so there the second app shares the first one's handle (closing it leaves the database alone).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import type { Config } from '../src/config';
import { pgPoolDb, type Db } from '../src/plugins/external/db';
import { testConfig } from './helpers';

export async function secondInstance(
  first: FastifyInstance,
  config: Partial<Config> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  let db: Db;
  if (first.db.driver === 'pg') {
    const { rows } = await first.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    db = pgPoolDb(process.env.DATABASE_URL!, `${rows[0]!.schema},public`);
  } else {
    db = { ...first.db, close: async () => undefined };
  }
  const app = buildApp({ config: testConfig(config), db, ...(clock ? { clock } : {}) });
  await app.ready();
  return app;
}
