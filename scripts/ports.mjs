// The platform's web apps and the ports everything runs on: `pnpm start`'s defaults, the environment's
// overrides, and the e2e journeys' and benches' ports counted from one base (re-exported by platform.mjs).

/** Every web app of the platform; a remote whose folder or build script is missing is skipped. */
export const APPS = [
  { dir: 'shell', name: 'shell', portEnv: 'SHELL_PORT', port: 3000 },
  { dir: 'mf-booking', name: 'mf_booking', portEnv: 'BOOKING_PORT', port: 3001 },
  { dir: 'mf-payments', name: 'mf_payments', portEnv: 'PAYMENTS_PORT', port: 3002 },
  { dir: 'mf-client-cabinet', name: 'mf_client_cabinet', portEnv: 'CLIENT_CABINET_PORT', port: 3003 },
  { dir: 'mf-worker-cabinet', name: 'mf_worker_cabinet', portEnv: 'WORKER_CABINET_PORT', port: 3004 },
  { dir: 'mf-content', name: 'mf_content', portEnv: 'CONTENT_PORT', port: 3005 },
];

export const DEFAULT_PORTS = {
  ...Object.fromEntries(APPS.map((app) => [app.name, app.port])),
  api: 8080,
  contentServer: 3006,
  jitsi: 3007,
  alerts: 3008,
  outageSchedule: 3009,
};

/**
 * The platform's ports counted from one base, as the e2e journeys and the benches run it beside `pnpm start`:
 * +0 the shell, +1..+5 the remotes (in APPS order), +6 the content stand-in, +7 the Jitsi stand-in, +8 the alerts
 * stand-in, +9 the outage-schedule stand-in, +80 the api.
 */
export function portsFromBase(base) {
  return {
    ...Object.fromEntries(APPS.map((app, index) => [app.name, base + index])),
    contentServer: base + 6,
    jitsi: base + 7,
    alerts: base + 8,
    outageSchedule: base + 9,
    api: base + 80,
  };
}

function port(env, key, fallback) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${key} must be a port number, got "${raw}"`);
  return value;
}

/** Ports from the environment (`SHELL_PORT`, `BOOKING_PORT`..., `API_PORT`, `CONTENT_SERVER_PORT`, `JITSI_PORT`). */
export function resolvePorts(env = process.env, defaults = DEFAULT_PORTS, prefix = '') {
  const ports = {};
  for (const app of APPS) ports[app.name] = port(env, `${prefix}${app.portEnv}`, defaults[app.name]);
  ports.api = port(env, `${prefix}API_PORT`, defaults.api);
  ports.contentServer = port(env, `${prefix}CONTENT_SERVER_PORT`, defaults.contentServer);
  ports.jitsi = port(env, `${prefix}JITSI_PORT`, defaults.jitsi ?? DEFAULT_PORTS.jitsi);
  ports.alerts = port(env, `${prefix}ALERTS_PORT`, defaults.alerts ?? DEFAULT_PORTS.alerts);
  ports.outageSchedule = port(
    env,
    `${prefix}OUTAGE_SCHEDULE_PORT`,
    defaults.outageSchedule ?? DEFAULT_PORTS.outageSchedule,
  );
  return ports;
}
