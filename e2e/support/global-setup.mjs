// Builds the apps (unless E2E_SKIP_BUILD=1) and runs the whole platform on the e2e ports, the way
// `pnpm start` does: production builds, static servers with CORS, the api on a fresh embedded
// database seeded with the demo accounts, and mf-content's Storyblok stand-in. A small control
// server lets a journey stop and restart one app's server, and plays the analytics tag host.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildApps,
  builtRemotes,
  existingApps,
  portsFromBase,
  resolvePorts,
  startPlatform,
  shellRuntimeFiles,
} from '../../scripts/platform.mjs';

/**
 * Default ports of the journeys: E2E_PORT_BASE (4000) + 0 shell, +1..+5 the remotes, +6 the content
 * stand-in, +7 the Jitsi stand-in, +8 the alerts stand-in, +9 the outage-schedule stand-in, +80 the api, +99 the control server. Each can be set on its own too
 * (E2E_SHELL_PORT, E2E_BOOKING_PORT, ..., E2E_API_PORT, E2E_CONTENT_SERVER_PORT, E2E_JITSI_PORT,
 * E2E_CONTROL_PORT), so two people can
 * run journeys side by side.
 */
export function e2eDefaultPorts(base = Number(process.env.E2E_PORT_BASE ?? 4000)) {
  return { ...portsFromBase(base), control: base + 99 };
}

function log(message) {
  if (process.env.E2E_VERBOSE === '1') console.log(`[e2e] ${message}`);
}

function startControlServer(platform, port) {
  const tagRequests = [];
  const collectRequests = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const match = url.pathname.match(/^\/apps\/([a-z_]+)\/(stop|start)$/);
    if (req.method === 'POST' && match) {
      const [, name, action] = match;
      try {
        if (action === 'stop') await platform.stopApp(name);
        else await platform.startApp(name);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
      return;
    }
    // The analytics stand-in: a tag script on a host of its own, so a journey can see when it loads.
    if (url.pathname === '/gtag/js' || url.pathname === '/server-container.js') {
      tagRequests.push(url.pathname);
      res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('window.google_tag_data = window.google_tag_data || {};');
      return;
    }
    // The server container's end of the collect rewrite: what reached it, path, query and body.
    if (url.pathname === '/g' || url.pathname === '/') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        collectRequests.push({ method: req.method, path: url.pathname, search: url.search, body });
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/collect-requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(collectRequests));
      return;
    }
    if (url.pathname === '/tag-requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tagRequests));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export default async function globalSetup() {
  const defaults = e2eDefaultPorts();
  const ports = resolvePorts(process.env, defaults, 'E2E_');
  const controlPort = Number(process.env.E2E_CONTROL_PORT ?? defaults.control);
  // The journeys build into their own folder per port base, so they never overwrite what
  // `pnpm start` (or another run) is serving.
  process.env.ROZMOVA_OUT_DIR = process.env.ROZMOVA_OUT_DIR || `node_modules/.cache/e2e-dist-${ports.shell}`;
  const apps = existingApps();
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApps(apps, { ports, quiet: true, log });
  const remotes = builtRemotes().filter((name) => apps.some((app) => app.name === name));
  // Analytics hosts point at the control server (127.0.0.1, another host than the apps' localhost).
  const tagHost = `http://127.0.0.1:${controlPort}`;
  const { files: runtimeFiles } = shellRuntimeFiles({
    ports,
    remotes,
    testHooks: true,
    env: {
      ...process.env,
      PUBLIC_API_URL: `http://localhost:${ports.api}`,
      ANALYTICS_ENVIRONMENT: 'staging',
      ANALYTICS_TAG_URL_STAGING: `${tagHost}/gtag/js`,
      ANALYTICS_SERVER_CONTAINER_URL_STAGING: `${tagHost}/server-container.js`,
      ANALYTICS_MEASUREMENT_ID: 'G-E2ETEST',
      ANALYTICS_COLLECT_PATH: '/metrics',
      SITE_URL: '',
      GOOGLE_CLIENT_ID: '',
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'rozmova-e2e-data-'));
  const env = { ...process.env };
  // The journeys run on their own embedded database unless told otherwise.
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;
  const platform = await startPlatform({
    ports,
    remotes,
    runtimeFiles,
    env,
    quiet: process.env.E2E_VERBOSE !== '1',
    log: (message) => console.log(`[e2e] ${message}`),
    apiEnv: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Mails leave through the outbox's delivery job, and reminders are scheduled jobs: the journeys read
      // what a deployed api sends, so its job workers run (NODE_ENV=test alone turns them off).
      JOB_WORKERS: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_LOG2N: '12',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RESTORE_PASSWORD_RATE_LIMIT_PER_15_MIN: '1000',
      FRONTEND_ERROR_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: '',
    },
  });
  const control = await startControlServer(platform, controlPort);
  globalThis.__ROZMOVA_E2E__ = { platform, control };
  process.env.E2E_SHELL_URL = `http://localhost:${ports.shell}`;
  process.env.E2E_API_URL = `http://localhost:${ports.api}/api`;
  process.env.E2E_JITSI_URL = `http://localhost:${ports.jitsi}`;
  // The alert and outage-schedule stand-ins (api/docs/outages.md): POST /test/alerts, POST /test/schedule.
  process.env.E2E_ALERTS_URL = `http://127.0.0.1:${ports.alerts}`;
  process.env.E2E_OUTAGE_SCHEDULE_URL = `http://127.0.0.1:${ports.outageSchedule}`;
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
  process.env.E2E_PORTS = JSON.stringify(ports);
  process.env.E2E_REMOTES = JSON.stringify(remotes);
  process.env.E2E_DATA_DIR = dataDir;
}
