import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as core from './core';

type SeedModule = { seed?: (app: FastifyInstance) => Promise<void>; default?: (app: FastifyInstance) => Promise<void> };

/** Fixed order: users first, then what hangs off them. Scheduling and payments own their files. */
const AREA_SEEDS = ['scheduling', 'payments'] as const;

async function loadAreaSeed(name: string): Promise<SeedModule | null> {
  const exists = ['.ts', '.js'].some((ext) => fs.existsSync(path.join(__dirname, `${name}${ext}`)));
  if (!exists) return null;
  return (await import(`./${name}`)) as SeedModule;
}

/**
 * Demo data for a fresh database: runs only when there are no users yet and never in production, so it can
 * neither overwrite real data nor ship demo passwords. Returns whether it seeded.
 */
export async function runSeed(app: FastifyInstance): Promise<boolean> {
  if (app.config.nodeEnv === 'production') return false;
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await core.seed(app);
  for (const name of AREA_SEEDS) {
    const mod = await loadAreaSeed(name);
    const fn = mod?.seed ?? mod?.default;
    if (fn) await fn(app);
  }
  app.log.info(
    `demo data seeded (password for every demo account: Demo-2026!; two-step sign-in key of the admin and the therapists: ${core.DEMO_TOTP_SECRET})`,
  );
  return true;
}
