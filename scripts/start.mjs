#!/usr/bin/env node
// `pnpm start`: builds every app that exists, serves each on its port, writes the shell's
// /remotes.json (only remotes that built) and /config.json, starts the api (migrations + demo data on
// the embedded database) and the content stand-in, then says where to go.
import {
  buildApps,
  builtRemotes,
  existingApps,
  hasBuild,
  resolvePorts,
  startPlatform,
  writeShellRuntimeFiles,
} from './platform.mjs';

// Two-step sign-in is required of admins and therapists: the demo ones have it on with this key (api/src/seed/core.ts,
// api/docs/two-factor.md).
const DEMO_TOTP_SECRET = 'ROZMOVADEMOSTAFFTWOSTEPSIGNINKEY';

const DEMO_ACCOUNTS = [
  ['client', 'client@demo.example'],
  ['therapists', 'therapist1@demo.example … therapist8@demo.example'],
  ['admin', 'admin@demo.example'],
];

async function main() {
  const ports = resolvePorts();
  const apps = existingApps();
  // ROZMOVA_REUSE_BUILD=1 keeps every app's existing build and builds only the missing ones.
  const reuse = process.env.ROZMOVA_REUSE_BUILD === '1';
  const toBuild = reuse ? apps.filter((app) => !hasBuild(app)) : apps;
  const built = await buildApps(toBuild, { ports });
  const remotes = reuse
    ? builtRemotes().filter((name) => apps.some((app) => app.name === name))
    : built.filter((name) => name !== 'shell');
  const { manifest, files } = writeShellRuntimeFiles({
    ports,
    remotes,
    testHooks: process.env.ROZMOVA_TEST_HOOKS === '1',
  });
  // Request logs would bury the instructions below; LOG_LEVEL=info brings them back.
  const platform = await startPlatform({
    ports,
    remotes,
    runtimeFiles: files,
    apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
  });

  const lines = [
    '',
    `Rozmova is running: open http://localhost:${ports.shell}/ (→ your browser's language: /ua/home, /pl/home, /ro/home or /en/home)`,
    `  api           http://localhost:${ports.api}/api   (OpenAPI: http://localhost:${ports.api}/api/docs)`,
    ...(process.env.JITSI_DOMAIN
      ? []
      : [
          `  video calls   http://localhost:${ports.jitsi}   (the local Jitsi stand-in; JITSI_DOMAIN names a real one)`,
        ]),
    ...Object.entries(manifest).map(([name, url]) => `  ${name.padEnd(18)}${url}`),
    ...(remotes.length < apps.length - 1 ? ['  (remotes that did not build are left out of /remotes.json)'] : []),
    '',
    'Demo accounts (password Demo-2026!):',
    ...DEMO_ACCOUNTS.map(([role, email]) => `  ${role.padEnd(11)}${email}`),
    `Two-step sign-in key of the admin and the therapists (add it to an authenticator app): ${DEMO_TOTP_SECRET}`,
    `  otpauth://totp/Rozmova:demo-staff?secret=${DEMO_TOTP_SECRET}&issuer=Rozmova`,
    '',
    'Ctrl+C stops everything.',
  ];
  console.log(lines.join('\n'));

  const stop = async () => {
    console.log('\nstopping...');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`pnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
