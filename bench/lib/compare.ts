// What the benches that set the api beside a bare Fastify (and beside an older api) share: the bare hello-world
// in its own process, an older checkout of the api, a median, and the one past session that lets a therapist
// book a client.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { Db } from '@rozmova/api/plugins/external/db';
import { REPO } from './harness';

export interface BareHello {
  url: string;
  pid: number;
  /** The bare hello-world's one route. */
  path: string;
  stop(): Promise<void>;
}

/** A bare Fastify hello-world (lib/bare-hello.mjs) in a process of its own, listening on `port`. */
export async function startBareHello(port: number): Promise<BareHello> {
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-hello.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare hello-world exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    path: '/hello',
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The api of `rev` in a temporary directory, sharing this checkout's installed packages. */
export function apiCheckout(rev: string, label: string): { root: string; sha: string; remove(): void } {
  const sha = execSync(`git -C ${REPO} rev-parse --short ${rev}`).toString().trim();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `rozmova-${label}-${sha}-`));
  execSync(
    `git -C ${REPO} archive ${sha} api/src api/migrations api/package.json api/tsconfig.json tsconfig.base.json | tar -x -C ${root}`,
  );
  fs.symlinkSync(path.join(REPO, 'api', 'node_modules'), path.join(root, 'api', 'node_modules'));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  return { root, sha, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A confirmed session 30 days ago: the client chose this therapist once, so the therapist may book them. */
export async function seedPastSession(db: Pick<Db, 'query'>, workerId: string, clientId: string): Promise<void> {
  await db.query(
    `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until,
       status, source, price_minor, currency, room)
     VALUES ($1, $2, $3, 'personal', 'ua', date_trunc('hour', now()) - interval '30 days',
             date_trunc('hour', now()) - interval '30 days' + interval '50 minutes',
             date_trunc('hour', now()) - interval '30 days' + interval '60 minutes', 'confirmed', 'worker', 10000,
             'UAH', 'bench-' || gen_random_uuid())`,
    [workerId, clientId, SERVICE_IDS.personal],
  );
}
