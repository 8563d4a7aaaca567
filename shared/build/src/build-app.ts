// Builds the app in the current folder with the shared webpack (one webpack instance for the config,
// its plugins and the compiler). Usage, from an app's package.json:
//   "build": "tsx node_modules/@rozmova/build/src/build-app.ts"
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
      resolve();
    });
  });
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
