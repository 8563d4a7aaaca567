// The one `shared` map every app passes to ModuleFederationPlugin, so the host and each remote agree on
// which libraries exist once per page. Runs at build time (Node), never in the browser.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The workspace packages the browser uses, beside this one under shared/.
const SHARED_DIR = join(__dirname, '..', '..');

/**
 * The modules of @rozmova/web the share scope holds, each under its own name (`@rozmova/web/<module>`).
 * Those with state that must exist once per page: the runtime config, the i18n instance, the auth cache,
 * the Jitsi script loader; and those large enough that a second copy on a page would cost more than a
 * negotiation: forms (ajv), the video-call page.
 * The rest of @rozmova/web and all of @rozmova/contracts hold no state and are small: each app bundles
 * what it uses, tree-shaken into its own chunks. Sharing them file by file cost the shell's start about
 * twenty more negotiations and chunk requests than these (README, "Page speed"). The slot calendar is
 * bundled too: mf-booking and mf-client-cabinet, its only users, never share a page, and as a shared
 * module its chunk carried its own copy of the client-time, time-zone and market modules the booking page
 * already had (5 KiB gzip).
 */
export const SHARED_WEB_MODULES = [
  'runtime-config',
  'i18n/i18n',
  'auth/auth-cache',
  'video-call/external-api-loader',
  'forms',
  'video-call/video-call-page',
] as const;

// Resolve from the browser library (@rozmova/web depends on every singleton): every app gets the same
// catalog versions through pnpm, so the versions installed there are the ones each app bundles.
const requireHere = createRequire(join(SHARED_DIR, 'web', 'package.json'));

/**
 * Libraries with state (React context, the store, the i18next instance). moment is not one of them: an app that
 * does calendar arithmetic in a zone bundles moment, its four locales and moment-timezone into the chunks that do
 * it (docs/toolchain.md, T-2.3). Shared, the app's `moment` would come from the share scope while the locale files,
 * which import `../moment` by path, registered on a bundled copy.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  'redux',
  'redux-saga',
  'react-router-dom',
  'i18next',
  'react-i18next',
] as const;

/**
 * Singletons whose shared module is a subset of the package: its named re-exports are tree-shaken, the
 * package as a whole never is.
 */
const SUBSET_MODULES: Partial<Record<(typeof SINGLETONS)[number], string>> = {
  'react-router-dom': join(SHARED_DIR, 'web', 'src', 'router', 'react-router-subset.ts'),
  'react-i18next': join(SHARED_DIR, 'web', 'src', 'i18n', 'react-i18next-subset.ts'),
};

/** The ES build of react-i18next, under the name its subset module imports it by (an alias). */
export function reactI18nextEsBuild(): string {
  const entry = requireHere.resolve('react-i18next');
  const esm = join(entry, '..', '..', 'es', 'index.js');
  if (!existsSync(esm)) throw new Error(`federation: react-i18next has no ES build at ${esm}`);
  return esm;
}

/** Packages reached by subpath (`react/jsx-runtime`, `react-dom/client`, `redux-saga/effects`). */
const WITH_SUBPATHS = new Set<string>(['react', 'react-dom', 'redux-saga']);

export interface SharedConfig {
  /** The module put in the share scope (and the fallback) when it is not the package itself. */
  import?: string;
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  strictVersion?: boolean;
}

export function installedVersion(pkg: string): string {
  // Reading the manifest directly: some packages do not export `./package.json`.
  const entry = requireHere.resolve(pkg);
  let dir = entry;
  for (;;) {
    const next = join(dir, '..');
    if (next === dir) throw new Error(`federation: cannot find package.json of ${pkg}`);
    dir = next;
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    } catch {
      // keep walking up: a folder without package.json inside the package
    }
  }
}

function workspaceVersion(pkg: 'web'): string {
  const manifest = JSON.parse(readFileSync(join(SHARED_DIR, pkg, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * react, react-dom (+ trailing-slash keys for subpaths), react-redux, redux, redux-saga, react-router-dom,
 * i18next, react-i18next and the SHARED_WEB_MODULES of `@rozmova/web` as singletons with real
 * requiredVersions. @rozmova/web is a workspace package (`workspace:*` is not semver), so its version is
 * given explicitly; the same goes for subpaths whose folder has no package.json of its own.
 */
export function sharedMap(): Record<string, SharedConfig> {
  const map: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    const config: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version };
    const subset = SUBSET_MODULES[pkg];
    map[pkg] = subset ? { ...config, import: subset } : config;
    if (WITH_SUBPATHS.has(pkg)) map[`${pkg}/`] = { ...config };
  }
  // Every app bundles a copy of these; the first app to load (the shell) provides them to the page.
  const version = workspaceVersion('web');
  for (const module of SHARED_WEB_MODULES) {
    map[`@rozmova/web/${module}`] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return map;
}
