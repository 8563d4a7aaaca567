// Every remote has the one layout (docs/architecture.md C-5): src/app composes, src/features/<f>
// holds one feature in the same few folders, src/lib what the app's features share, and Module Federation
// exposes ./App (src/app/app.tsx) and ./routes (src/routes.ts). A new remote, or a folder a reader would not
// look for, fails here before review.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');
const REMOTES = readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') && statSync(join(ROOT, name)).isDirectory())
  .sort();

/** What src/ of a remote may hold. `config` is mf-content's CMS settings. */
const SRC_ENTRIES = new Set([
  '__tests__',
  'app',
  'bootstrap.tsx',
  'config',
  'features',
  'index.ts',
  'lib',
  'locales',
  'routes.ts',
  'test-support',
]);
/** The folders of a feature; a small feature may keep its few modules as files beside them. */
const FEATURE_FOLDERS = new Set(['__tests__', 'api', 'components', 'hooks', 'lib', 'store']);
const SOURCE_FILE = /^[a-z0-9-]+(\.module)?\.(ts|tsx|scss)$/;

const entries = (path: string) => readdirSync(path, { withFileTypes: true });

test('there are remotes to check', () => {
  expect(REMOTES.length).toBeGreaterThanOrEqual(5);
});

describe.each(REMOTES)('%s', (remote) => {
  const src = join(ROOT, remote, 'src');

  test('exposes ./App from src/app/app.tsx and ./routes from src/routes.ts, and both exist', () => {
    const config = readFileSync(join(ROOT, remote, 'module-federation.config.ts'), 'utf8');
    const exposes = /exposes:\s*(\{[^}]*\})/.exec(config)?.[1];
    expect(exposes).toBeDefined();
    const pairs: Record<string, string> = Object.fromEntries(
      [...exposes!.matchAll(/'([^']+)':\s*'([^']+)'/g)].map((match) => [match[1]!, match[2]!]),
    );
    expect(pairs).toEqual({ './App': './src/app/app.tsx', './routes': './src/routes.ts' });
    for (const file of Object.values(pairs)) expect([file, existsSync(join(ROOT, remote, file))]).toEqual([file, true]);
  });

  test('src holds only app, features, lib and the entry files', () => {
    const unexpected = entries(src)
      .map((entry) => entry.name)
      .filter((name) => !SRC_ENTRIES.has(name));
    expect(unexpected).toEqual([]);
    for (const required of ['app', 'features', 'locales', 'bootstrap.tsx', 'index.ts', 'routes.ts']) {
      expect([required, existsSync(join(src, required))]).toEqual([required, true]);
    }
  });

  test('each feature keeps to components, store, api, hooks, lib and its tests', () => {
    const features = entries(join(src, 'features'));
    expect(features.length).toBeGreaterThan(0);
    const misplaced: string[] = [];
    for (const feature of features) {
      if (!feature.isDirectory()) {
        misplaced.push(`${feature.name} (a file directly in src/features)`);
        continue;
      }
      for (const entry of entries(join(src, 'features', feature.name))) {
        const fits = entry.isDirectory() ? FEATURE_FOLDERS.has(entry.name) : SOURCE_FILE.test(entry.name);
        if (!fits) misplaced.push(`${feature.name}/${entry.name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  test('src/app composes: the remote component and its store and i18n set-up live there', () => {
    const app = entries(join(src, 'app')).map((entry) => entry.name);
    expect(app).toContain('app.tsx');
    expect(app).toContain('i18n.ts');
  });
});
