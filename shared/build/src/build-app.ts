// Builds the app in the current folder with the shared webpack (one webpack instance for the config,
// its plugins and the compiler). Usage, from an app's package.json:
//   "build": "tsx node_modules/@rozmova/build/src/build-app.ts"
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { standaloneRuntimeConfig } from './webpack-app';

function compile(config: Configuration): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error(`build of ${process.cwd()} failed`));
      // ROZMOVA_BUILD_STATS=file: which modules each chunk holds, for finding what a page's JavaScript carries.
      if (process.env.ROZMOVA_BUILD_STATS) appendFileSync(process.env.ROZMOVA_BUILD_STATS, chunkReport(stats));
      resolve();
    });
  });
}

function chunkReport(stats: webpack.Stats): string {
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    dependentModules: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
  });
  const lines: string[] = [];
  for (const chunk of json.chunks ?? []) {
    lines.push(`${(chunk.files ?? []).join(' ')} ${chunk.size} B [${(chunk.names ?? []).join(',')}]`);
    const flatten = (list: webpack.StatsModule[]): webpack.StatsModule[] =>
      list.flatMap((module) =>
        module.modules ? flatten(module.modules) : module.children ? flatten(module.children) : [module],
      );
    const modules = flatten(chunk.modules ?? []);
    modules.sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
    for (const module of modules.slice(0, 25))
      lines.push(`  ${String(module.size).padStart(8)} ${module.name ?? module.identifier}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const configPath = join(process.cwd(), 'webpack.config.ts');
  const loaded = (await import(pathToFileURL(configPath).href)) as {
    default: Configuration | { default: Configuration };
  };
  const config = 'default' in loaded.default ? (loaded.default as { default: Configuration }).default : loaded.default;
  const started = Date.now();
  await compile(config);
  // A remote's standalone page needs the federation runtime its bundles leave to the host; built after
  // the app, whose build empties the output folder first.
  const runtime = standaloneRuntimeConfig(config);
  if (runtime) await compile(runtime);
  console.log(`built ${config.output?.uniqueName ?? process.cwd()} in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
