import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The race tests mean something only on the PostgreSQL server, so CI must not pass with that run skipped.
describe('the api test script', () => {
  it('fails with a clear message when CI=true and DATABASE_URL is unset, before running anything', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, [path.join(__dirname, '../../scripts/test.mjs')], {
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/DATABASE_URL is not set, but CI=true/);
    expect(run.stdout).not.toMatch(/== api tests on/);
  });
});
