// Spec §7: requests to the analytics collect path are rewritten to drop the collect suffix. The tag sends
// its hits to the site's /metrics/.../collect; the shell's server passes them to the server container (the
// control server plays it) as /metrics/g/collect -> /g, query and body intact, no cookie passed on.
// Spec §9: production and staging variants, production's own id, checked when the platform starts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { controlUrl, shellUrl } from '../support/browser';

const CONFIG_MODULE = join(__dirname, '../../scripts/analytics-config.mjs');

/** scripts/analytics-config.mjs as the start-up runs it (an ES module; this suite is CommonJS): value or error. */
function resolveAnalytics(env: Record<string, string>): unknown {
  const program = `import { resolveAnalytics } from ${JSON.stringify(CONFIG_MODULE)};
    try { console.log(JSON.stringify({ value: resolveAnalytics(JSON.parse(process.env.CHECK_ENV)) })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    env: { PATH: process.env.PATH ?? '', CHECK_ENV: JSON.stringify(env) },
    encoding: 'utf8',
  });
  const answer = JSON.parse(run.stdout) as { value?: unknown; error?: string };
  if (answer.error) throw new Error(answer.error);
  return answer.value;
}

interface CollectRequest {
  method: string;
  path: string;
  search: string;
  body: string;
}

async function collected(): Promise<CollectRequest[]> {
  return (await (await fetch(controlUrl('/collect-requests'))).json()) as CollectRequest[];
}

test('a hit to /metrics/g/collect reaches the container at /g with its query and body', async () => {
  const before = (await collected()).length;
  const answer = await fetch(shellUrl('/metrics/g/collect?v=2&tid=G-E2ETEST&en=page_view'), {
    method: 'POST',
    headers: { 'content-type': 'text/plain', cookie: 'sid=private' },
    body: 'en=scroll&ep.percent=90',
  });
  expect(answer.status).toBe(204);
  const hits = (await collected()).slice(before);
  expect(hits).toEqual([
    { method: 'POST', path: '/g', search: '?v=2&tid=G-E2ETEST&en=page_view', body: 'en=scroll&ep.percent=90' },
  ]);
});

test('/metrics/collect goes to the container root; other paths under /metrics are not forwarded', async () => {
  const before = (await collected()).length;
  expect((await fetch(shellUrl('/metrics/collect?v=2'))).status).toBe(204);
  await fetch(shellUrl('/metrics/g/other'));
  expect((await collected()).slice(before)).toEqual([{ method: 'GET', path: '/', search: '?v=2', body: '' }]);
});

test('production takes its own tag, container and id; a missing or shared one stops the start, named', () => {
  const hosts = {
    ANALYTICS_TAG_URL_PRODUCTION: 'https://www.googletagmanager.com/gtag/js',
    ANALYTICS_SERVER_CONTAINER_URL_PRODUCTION: 'https://sst.rozmova.com.ua/sc.js',
    ANALYTICS_TAG_URL_STAGING: 'https://www.googletagmanager.com/gtag/js?stage=1',
    ANALYTICS_SERVER_CONTAINER_URL_STAGING: 'https://sst-staging.rozmova.com.ua/sc.js',
    ANALYTICS_MEASUREMENT_ID_PRODUCTION: 'G-PROD',
    ANALYTICS_MEASUREMENT_ID: 'G-STAGE',
  };
  expect(resolveAnalytics({ ...hosts, ANALYTICS_ENVIRONMENT: 'production' })).toEqual({
    environment: 'production',
    tagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    serverContainerUrl: 'https://sst.rozmova.com.ua/sc.js',
    measurementId: 'G-PROD',
    collectPath: '/metrics',
  });
  expect(resolveAnalytics({ ...hosts, ANALYTICS_ENVIRONMENT: 'staging' })).toMatchObject({
    serverContainerUrl: 'https://sst-staging.rozmova.com.ua/sc.js',
    measurementId: 'G-STAGE',
  });
  expect(() => resolveAnalytics({ ANALYTICS_ENVIRONMENT: 'production', ANALYTICS_MEASUREMENT_ID: 'G-STAGE' })).toThrow(
    /ANALYTICS_TAG_URL_PRODUCTION is required in production.*ANALYTICS_SERVER_CONTAINER_URL_PRODUCTION is required in production.*ANALYTICS_MEASUREMENT_ID_PRODUCTION is required in production/,
  );
  expect(() =>
    resolveAnalytics({ ...hosts, ANALYTICS_ENVIRONMENT: 'production', ANALYTICS_MEASUREMENT_ID: 'G-PROD' }),
  ).toThrow(/ANALYTICS_MEASUREMENT_ID_PRODUCTION must differ from ANALYTICS_MEASUREMENT_ID/);
  expect(() => resolveAnalytics({ ANALYTICS_TAG_URL: 'https://x.example/gtag/js' })).toThrow(
    /ANALYTICS_TAG_URL is replaced by ANALYTICS_TAG_URL_PRODUCTION/,
  );
  expect(() => resolveAnalytics({ ANALYTICS_ENVIRONMENT: 'live' })).toThrow(/ANALYTICS_ENVIRONMENT must be/);
});
