// The pnpm every script spawns. `scripts/bootstrap.mjs` finds one (the pnpm running it, one on PATH, or
// pnpm@10 fetched through npx) and hands it down in ROZMOVA_PNPM, a JSON array of the command and its
// leading arguments, so `npm start` works on a machine where pnpm is not on PATH at all.
import { existsSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

export const PNPM_ENV = 'ROZMOVA_PNPM';

/** The command and leading arguments that run pnpm: ROZMOVA_PNPM when set, else `pnpm` from PATH. */
export function pnpmCommand(env = process.env) {
  const raw = env[PNPM_ENV];
  if (raw === undefined || raw === '') return ['pnpm'];
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${PNPM_ENV} must be a JSON array such as ["/usr/bin/pnpm"], got ${raw}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === 'string' && part))
    throw new Error(`${PNPM_ENV} must be a non-empty JSON array of strings, got ${raw}`);
  return parsed;
}

/**
 * The environment for a child that may call `pnpm` itself (a package script such as `pnpm run lint`):
 * ROZMOVA_PNPM set, and the folder of an absolute pnpm executable put first on PATH.
 */
export function envWithPnpm(command, env = process.env) {
  const next = { ...env, [PNPM_ENV]: JSON.stringify(command) };
  const executable = command.length === 1 ? command[0] : command[1];
  if (executable.startsWith('/') && existsSync(executable) && /pnpm(\.c?js)?$/.test(executable)) {
    const folder = dirname(executable);
    const path = env.PATH ?? '';
    if (!path.split(delimiter).includes(folder)) next.PATH = path ? `${folder}${delimiter}${path}` : folder;
  }
  return next;
}
