// The floor under issue 28's JavaScript goals: the packages the DESIGN-CARD fixes, cut down to the exports the shell
// imports, bundled together by the project's webpack with its minifier (swc) and gzip -9, with nothing of the
// platform's own. Whatever the shell, a page and its remote add comes on top of this figure. Also each package's share:
// what the bundle loses without it (react-i18next brings i18next with it: the two are one row).
// Usage: pnpm --filter @rozmova/bench exec tsx js-floor.ts
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Configuration, Stats } from 'webpack';
// The shell's own production config: its aliases (react-router's production build, the federation runtime's ES
// builds) and its minimizer are the ones the floor is bundled with.
import shellConfig from '../shell/webpack.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const webpack = createRequire(join(root, 'shared/build/package.json'))('webpack') as typeof import('webpack');

/** What the shell and `@rozmova/web` import of each fixed package (grep of `shell/src`, `shared/web/src`). */
const PACKAGES: Record<string, string> = {
  'react-dom/client, react': `import { createRoot, hydrateRoot } from 'react-dom/client'; import { createElement } from 'react'; export default [createRoot, hydrateRoot, createElement];`,
  'federation runtime': `import { init, loadRemote, registerRemotes, registerPlugins } from '@module-federation/enhanced/runtime'; export default [init, loadRemote, registerRemotes, registerPlugins];`,
  'react-router-dom': `import { BrowserRouter, MemoryRouter, Routes, Route, Link, Navigate, useLocation, useNavigate, useParams, useSearchParams, matchPath } from 'react-router-dom'; export default [BrowserRouter, MemoryRouter, Routes, Route, Link, Navigate, useLocation, useNavigate, useParams, useSearchParams, matchPath];`,
  'i18next, react-i18next': `import { createInstance } from 'i18next'; import { I18nextProvider, useTranslation, initReactI18next } from 'react-i18next'; export default [createInstance, I18nextProvider, useTranslation, initReactI18next];`,
  'redux, react-redux': `import { createStore, combineReducers, applyMiddleware } from 'redux'; import { Provider, useSelector, useDispatch, useStore } from 'react-redux'; export default [createStore, combineReducers, applyMiddleware, Provider, useSelector, useDispatch, useStore];`,
};

/** Gzip KiB of one production bundle of the named packages' imports. */
async function bundleKiB(names: string[], dir: string): Promise<number> {
  const lines = names.map((name, i) => PACKAGES[name]!.replace('export default', `export const p${i} =`));
  writeFileSync(join(dir, 'entry.mjs'), lines.join('\n'));
  const out = join(dir, 'out');
  rmSync(out, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: out, filename: 'floor.js', library: { type: 'module' } },
    experiments: { outputModule: true },
    resolve: {
      // Each package's own dependencies first (pnpm's nested folders), then the workspaces that depend on the packages.
      modules: [
        'node_modules',
        ...['shell', 'shared/web', 'shared/build'].map((folder) => join(root, folder, 'node_modules')),
      ],
      alias: (shellConfig as Configuration).resolve?.alias,
    },
    optimization: { minimizer: (shellConfig as Configuration).optimization?.minimizer },
    performance: { hints: false },
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((err, result) => (err || !result ? reject(err) : compiler.close(() => resolve(result)))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const bytes = readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(out, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rozmova-js-floor-'));
  try {
    const names = Object.keys(PACKAGES);
    const all = await bundleKiB(names, dir);
    console.log(
      `JavaScript floor of the fixed packages (webpack ${webpack.version}, swc minify, gzip -9), ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log('| package | KiB the bundle loses without it |');
    console.log('|---|---:|');
    for (const name of names) {
      const without = await bundleKiB(
        names.filter((other) => other !== name),
        dir,
      );
      console.log(`| ${name} | ${(all - without).toFixed(1)} |`);
    }
    console.log(`| **all of them, one bundle** | **${all.toFixed(1)}** |`);
    console.log(
      `Left under the goals for the platform's own code: /ua/home ${(130 - all).toFixed(1)} KiB of 130, a therapist page ${(150 - all).toFixed(1)} of 150.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
