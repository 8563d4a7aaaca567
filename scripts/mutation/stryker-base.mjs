// The one StrykerJS setup every package's stryker.config.mjs starts from (docs/mutation.md). Mutation testing runs
// on demand (`pnpm mutation`), never inside `pnpm test`: one run over a few modules takes minutes on two cores.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * A package's StrykerJS options: `mutate` lists the rule modules, `jestConfig` the package's own jest config, so
 * the mutants meet exactly the tests `pnpm test` runs there; `testFiles` (optional) narrows them to some files. Stryker starts with the package as its working folder.
 */
export function strykerConfig({ packageDir, mutate, jestConfig = 'jest.config.cjs', testFiles }) {
  return {
    packageManager: 'pnpm',
    // pnpm keeps the runner plugin outside the core's own folder, where Stryker's default plugin search looks.
    plugins: [import.meta.resolve('@stryker-mutator/jest-runner')],
    testRunner: 'jest',
    jest: {
      projectType: 'custom',
      // Relative, so that it is read inside Stryker's sandbox copy of the package, where the mutants are.
      configFile: jestConfig,
      // Stryker wraps the test environment and loads jest's own by name from its own folder, where pnpm's strict
      // layout has none: the package's environment is handed over as an absolute path instead.
      config: {
        testEnvironment: resolveEnvironment(packageDir, join(packageDir, jestConfig)),
        // Where a module is also reached by database tests (the api), only its fast unit tests are named.
        ...(testFiles ? { testMatch: testFiles.map((file) => `<rootDir>/${file}`) } : {}),
      },
      // Only the tests beside the mutated modules (and the modules that import them) run for each mutant.
      enableFindRelatedTests: true,
    },
    mutate,
    coverageAnalysis: 'perTest',
    // The machine is shared: one test process unless STRYKER_CONCURRENCY says otherwise.
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
    timeoutMS: 10_000,
    // Only the mutants of changed code or changed tests run again; the rest keep their last result.
    incremental: true,
    incrementalFile: 'reports/mutation/stryker-incremental.json',
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: 'reports/mutation/mutation.html' },
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    thresholds: { high: 90, low: 80, break: null },
  };
}

/** The absolute path of the jest environment a package's jest config names (`node` when it names none). */
function resolveEnvironment(packageDir, configFile) {
  const fromPackage = createRequire(join(packageDir, 'package.json'));
  const environment = fromPackage(configFile).testEnvironment ?? 'node';
  if (environment !== 'node' && environment !== 'jsdom') return environment;
  const name = `jest-environment-${environment}`;
  try {
    return fromPackage.resolve(name);
  } catch {
    // jest-environment-node comes with jest itself (jest -> @jest/core -> jest-config).
    const fromJest = createRequire(fromPackage.resolve('jest'));
    const fromCore = createRequire(fromJest.resolve('@jest/core'));
    return createRequire(fromCore.resolve('jest-config')).resolve(name);
  }
}
