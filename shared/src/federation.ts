// The one `shared` map every app passes to ModuleFederationPlugin, so the host and each remote agree on
// which libraries exist once per page. Runs at build time (Node), never in the browser.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Resolve from the shared package: every app gets the same catalog versions through pnpm, so the
// versions installed here are the ones each app bundles.
const requireHere = createRequire(__filename);

/** Libraries with state (React context, the store, the i18next instance, moment's locale registry). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  'redux',
  'redux-saga',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'moment',
] as const;

/**
 * Singletons whose shared module is a subset of the package: its named re-exports are tree-shaken, the
 * package as a whole never is.
 */
const SUBSET_MODULES: Partial<Record<(typeof SINGLETONS)[number], string>> = {
  'react-router-dom': join(__dirname, 'router', 'react-router-subset.ts'),
};

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
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    } catch {
      // keep walking up: a folder without package.json inside the package
    }
  }
}

function sharedVersionOfWorkspace(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * react, react-dom (+ trailing-slash keys for subpaths), react-redux, redux, redux-saga, react-router-dom,
 * i18next, react-i18next, moment and `@rozmova/shared/` as singletons with real requiredVersions.
 * `@rozmova/shared/` is a workspace package (`workspace:*` is not semver), so its version is given
 * explicitly; the same goes for subpaths whose folder has no package.json of its own.
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
  const ownVersion = sharedVersionOfWorkspace();
  // Stateful modules (store, auth cache, i18n instance, runtime config) must exist once per page even
  // though every app bundles a copy: the first app to load (the shell) provides them.
  map['@rozmova/shared/'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  return map;
}
