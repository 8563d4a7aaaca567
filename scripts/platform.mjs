// Builds and runs the platform locally: every app's production build served on its own port with
// CORS, the shell's /remotes.json and /config.json, the api, mf-content's Storyblok stand-in and the api's
// Jitsi stand-in (unless JITSI_DOMAIN names a real deployment).
// Used by `pnpm start` (scripts/start.mjs) and by the e2e journeys (on their own ports).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectProxyOf, resolveAnalytics } from './analytics-config.mjs';
import { pnpmCommand } from './pnpm-command.mjs';
import { APPS } from './ports.mjs';
import { startStaticServer } from './serve-static.mjs';
import { contentSource, shellPages } from './shell-pages.mjs';

export { contentSource };

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where builds go, relative to each app (`ROZMOVA_OUT_DIR`, read by createAppConfig too). */
export function outDir(env = process.env) {
  return env.ROZMOVA_OUT_DIR || 'dist';
}

export { APPS, DEFAULT_PORTS, portsFromBase, resolvePorts } from './ports.mjs';

function readManifest(dir) {
  const file = join(ROOT, dir, 'package.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Apps present in the tree with a build script. */
export function existingApps() {
  return APPS.flatMap((app) => {
    const manifest = readManifest(app.dir);
    return manifest?.scripts?.build ? [{ ...app, packageName: manifest.name }] : [];
  });
}

export function hasContentServer() {
  return Boolean(readManifest('mf-content')?.scripts?.['content-server']);
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // A command that cannot start (pnpm missing) fails the build with the reason, not silently.
    child.on('error', (error) =>
      resolve({ code: 127, output: `${output}\ncould not run ${command}: ${error.message}` }),
    );
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Builds apps one at a time (the machine has two cores). Returns the names built; a remote that fails
 * to build is reported and left out of /remotes.json, the shell failing is fatal.
 */
export async function buildApps(apps, { env = process.env, ports, log = console.log, quiet = false } = {}) {
  const built = [];
  for (const app of apps) {
    // Node's warning about the `./*` exports pattern is about MF resolving `@rozmova/web/` and `@rozmova/contracts/`; it says
    // nothing actionable during a build.
    const buildEnv = {
      ...env,
      NODE_ENV: 'production',
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
    };
    // mf-content reads Storyblok's settings at build time; with none, it points at the stand-in.
    if (app.name === 'mf_content' && !env.STORYBLOK_TOKEN && !env.STORYBLOK_ENDPOINT) {
      buildEnv.STORYBLOK_ENDPOINT = `http://localhost:${ports.contentServer}/v2`;
    }
    log(`building ${app.dir}...`);
    const started = Date.now();
    const [pnpm, ...pnpmArgs] = pnpmCommand(env);
    const { code, output } = await run(pnpm, [...pnpmArgs, '--silent', 'run', 'build'], {
      cwd: join(ROOT, app.dir),
      env: buildEnv,
      quiet,
    });
    if (code === 0 && hasBuild(app, env)) {
      built.push(app.name);
      log(`  ${app.dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      if (quiet || code === 127) log(output);
      if (app.name === 'shell') throw new Error('the shell failed to build');
      log(`  ${app.dir} did not build; it stays out of /remotes.json and its regions show their fallback`);
    }
  }
  return built;
}

/** Whether an app's build output exists. */
export function hasBuild(app, env = process.env) {
  return existsSync(join(ROOT, app.dir, outDir(env), app.name === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

/** Remotes whose build output exists. */
export function builtRemotes(env = process.env) {
  return APPS.filter((app) => app.name !== 'shell' && hasBuild(app, env)).map((app) => app.name);
}

function nullable(value) {
  return value === undefined || value === '' ? null : value;
}

/** The shell's run-time files: which remotes exist and where, and the runtime config. */
export function shellRuntimeFiles({ ports, remotes, env = process.env, host = 'localhost', testHooks = false }) {
  const manifest = {};
  for (const name of remotes) manifest[name] = `http://${host}:${ports[name]}/mf-manifest.json`;
  const apiOrigin = env.PUBLIC_API_URL || `http://${host}:${ports.api}`;
  const config = {
    apiBase: `${apiOrigin.replace(/\/+$/, '')}${env.API_BASE_PATH || '/api'}`,
    siteUrl: nullable(env.SITE_URL),
    // Production or staging variant; throws naming what is missing or wrong (scripts/analytics-config.mjs).
    analytics: resolveAnalytics(env),
    rejectedEmailDomain: env.REJECTED_EMAIL_DOMAIN === undefined ? 'wp.pl' : nullable(env.REJECTED_EMAIL_DOMAIN),
    googleClientId: nullable(env.GOOGLE_CLIENT_ID),
    testHooks,
  };
  return {
    manifest,
    config,
    files: {
      '/remotes.json': `${JSON.stringify(manifest, null, 2)}\n`,
      '/config.json': `${JSON.stringify(config, null, 2)}\n`,
    },
  };
}

/** Writes them into shell/dist too, so `pnpm --filter @rozmova/shell serve` finds them. */
export function writeShellRuntimeFiles(options) {
  const runtime = shellRuntimeFiles(options);
  const dist = join(ROOT, 'shell', outDir(options.env ?? process.env));
  for (const [name, text] of Object.entries(runtime.files)) writeFileSync(join(dist, name.slice(1)), text);
  return runtime;
}

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError?.message ?? 'no answer'})`);
}

/** Starts a package script in its own process group so that stopping it stops its children too. */
function startScript(dir, script, env, { quiet, label, log }) {
  const [pnpm, ...pnpmArgs] = pnpmCommand(env);
  const child = spawn(pnpm, [...pnpmArgs, '--silent', 'run', script], {
    cwd: join(ROOT, dir),
    env,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.output = () => output;
  child.stopGroup = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000).unref();
    });
  child.on('error', (error) => log(`${label} could not start (${pnpm}): ${error.message}`));
  child.on('exit', (code, signal) => {
    if (code && !signal) log(`${label} exited with code ${code}${quiet ? `\n${output.slice(-4000)}` : ''}`);
  });
  return child;
}

/**
 * Serves built apps, starts the api and the content stand-in. Returns handles; `stop()` ends all of
 * them, `stopApp(name)` / `startApp(name)` end or restart one app's server (the e2e fallback journey).
 */
export async function startPlatform({
  ports,
  remotes,
  runtimeFiles = {},
  env = process.env,
  apiEnv = {},
  quiet = false,
  log = console.log,
  withApi = true,
}) {
  const servers = new Map();
  const processes = [];
  // The shell's pages: a real 404 for unknown addresses, preload hints from the run-time /remotes.json.
  const pages = shellPages({
    dist: join(ROOT, 'shell', outDir(env)),
    runtimeFiles,
    contentSource: contentSource(env, ports),
  });
  const collectProxy = collectProxyOf(runtimeFiles);
  const serve = async (name) => {
    const app = APPS.find((candidate) => candidate.name === name);
    const server = await startStaticServer({
      dir: join(ROOT, app.dir, outDir(env)),
      port: ports[name],
      host: '127.0.0.1',
      files: name === 'shell' ? runtimeFiles : {},
      pages: name === 'shell' ? pages : undefined,
      collectProxy: name === 'shell' ? collectProxy : null,
    });
    servers.set(name, server);
  };
  const handle = {
    ports,
    servers,
    processes,
    async stopApp(name) {
      const server = servers.get(name);
      if (!server) return;
      servers.delete(name);
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
    startApp: serve,
    async stop() {
      await Promise.all([...servers.keys()].map((name) => handle.stopApp(name)));
      await Promise.all(processes.map((child) => child.stopGroup()));
    },
  };
  try {
    // Video calls: without a real deployment the api issues tokens for the local stand-in, which checks
    // them with the same secret.
    const jitsiDomain = env.JITSI_DOMAIN || `http://localhost:${ports.jitsi}`;
    if (withApi && !env.JITSI_DOMAIN) {
      const jitsi = startScript(
        'api',
        'jitsi-stand-in',
        { ...env, ...apiEnv, JITSI_STAND_IN_PORT: String(ports.jitsi), JITSI_DOMAIN: jitsiDomain },
        {
          quiet,
          label: 'jitsi-stand-in',
          log,
        },
      );
      processes.push(jitsi);
      await waitForHttp(`http://127.0.0.1:${ports.jitsi}/health`, 60_000, jitsi);
    }
    // Air-raid alerts and planned outages (api/docs/outages.md): without real feeds the api reads the local
    // stand-ins, which tests tell what to answer (POST /test/alerts, POST /test/schedule).
    const outageEnv = {};
    if (withApi && !env.ALERTS_API_URL) {
      const token = env.ALERTS_API_TOKEN || 'stand-in-token';
      const alerts = startScript(
        'api',
        'alerts-stand-in',
        { ...env, ALERTS_STAND_IN_PORT: String(ports.alerts), ALERTS_API_TOKEN: token },
        { quiet, label: 'alerts-stand-in', log },
      );
      processes.push(alerts);
      await waitForHttp(`http://127.0.0.1:${ports.alerts}/health`, 60_000, alerts);
      Object.assign(outageEnv, {
        ALERTS_API_URL: `http://127.0.0.1:${ports.alerts}/v1/alerts/active.json`,
        ALERTS_API_TOKEN: token,
        ALERTS_POLL_SECONDS: env.ALERTS_POLL_SECONDS || '8',
      });
    }
    if (withApi && !env.OUTAGE_SCHEDULE_URL) {
      const schedule = startScript(
        'api',
        'outage-schedule-stand-in',
        { ...env, OUTAGE_SCHEDULE_STAND_IN_PORT: String(ports.outageSchedule) },
        { quiet, label: 'outage-schedule-stand-in', log },
      );
      processes.push(schedule);
      await waitForHttp(`http://127.0.0.1:${ports.outageSchedule}/health`, 60_000, schedule);
      Object.assign(outageEnv, { OUTAGE_SCHEDULE_URL: `http://127.0.0.1:${ports.outageSchedule}/schedule` });
    }
    if (withApi) {
      const apiProcessEnv = {
        ...outageEnv,
        ...env,
        API_PORT: String(ports.api),
        SHELL_ORIGINS: env.SHELL_ORIGINS || `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}`,
        PUBLIC_SHELL_URL: env.PUBLIC_SHELL_URL || `http://localhost:${ports.shell}`,
        PUBLIC_API_URL: env.PUBLIC_API_URL || `http://localhost:${ports.api}`,
        JITSI_DOMAIN: jitsiDomain,
        ...apiEnv,
      };
      // A cold embedded database can miss fastify's plugin start-up window on a busy machine; a second
      // start finds the files initialised and is quick.
      for (let attempt = 1; ; attempt += 1) {
        const api = startScript('api', 'start', apiProcessEnv, { quiet, label: 'api', log });
        try {
          await waitForHttp(
            `http://127.0.0.1:${ports.api}${env.API_BASE_PATH || '/api'}/auth?config_id=ua`,
            120_000,
            api,
          );
          processes.push(api);
          break;
        } catch (error) {
          await api.stopGroup();
          if (attempt >= 3) {
            if (quiet) log(api.output().slice(-4000));
            throw error;
          }
          log(
            `api did not start (attempt ${attempt}): ${error instanceof Error ? error.message : error}; trying again`,
          );
        }
      }
    }
    if (hasContentServer()) {
      const content = startScript(
        'mf-content',
        'content-server',
        { ...env, CONTENT_SERVER_PORT: String(ports.contentServer) },
        {
          quiet,
          label: 'content-server',
          log,
        },
      );
      processes.push(content);
      await waitForHttp(`http://127.0.0.1:${ports.contentServer}/`, 60_000, content);
    }
    await serve('shell');
    for (const name of remotes) await serve(name);
  } catch (error) {
    for (const child of processes) if (quiet) log(child.output?.().slice(-4000) ?? '');
    await handle.stop();
    throw error;
  }
  return handle;
}
