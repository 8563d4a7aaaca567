import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db-types';

const MIGRATION_NAME = /^(\d{3})_[a-z0-9_-]+\.sql$/;

/** Arbitrary fixed key: one process migrates at a time when several start against one server. */
const MIGRATION_LOCK_KEY = 720_451_001;

export function listMigrations(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
  for (const f of files) {
    if (!MIGRATION_NAME.test(f)) throw new Error(`Migration file name "${f}" must look like 001_name.sql`);
  }
  return files.sort();
}

/** Applies pending migrations in file-name order, each in its own transaction, recorded in schema_migrations. */
export async function runMigrations(db: Db, dir: string, log?: FastifyBaseLogger): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  for (const file of listMigrations(dir)) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const done = await db.tx(async (q) => {
      if (db.driver === 'pg') await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.rows.length > 0) return false;
      try {
        await q.exec(sql);
      } catch (err) {
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) {
      applied.push(file);
      log?.info({ migration: file }, 'migration applied');
    }
  }
  return applied;
}
