// The webpack config every app (shell and remotes) builds with, so remotes never copy webpack config.
// An app's webpack.config.ts only calls createAppConfig with its name, port and exposes.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { reactI18nextEsBuild, sharedMap } from './federation';
import {
  EmitFilesPlugin,
  STANDALONE_RUNTIME_FILE,
  StandaloneRuntimeTagPlugin,
  StartupFilesPlugin,
  compressionPlugins,
} from './webpack-plugins';

export { STANDALONE_RUNTIME_FILE, TEXTS_CHUNK } from './webpack-plugins';

const requireHere = createRequire(__filename);
// webpack 5.110 ships its minimizer as a dependency of its own; reach it through webpack's resolution.
const MinimizerPlugin = createRequire(requireHere.resolve('webpack'))('minimizer-webpack-plugin') as {
  new (options: Record<string, unknown>): webpack.WebpackPluginInstance;
  swcMinify: unknown;
};
// The theme lives with the browser library (@rozmova/web/styles), beside this package under shared/.
const SHARED_STYLES = join(__dirname, '..', '..', 'web', 'src', 'styles');
const STANDALONE_TEMPLATE = join(__dirname, '..', 'standalone.html');

/**
 * The federation runtime as one copy. The host's bundler runtime imports `@module-federation/runtime-core`
 * as ES modules, while the plugin that hands the runtime to the remotes (`provideExternalRuntime`)
 * `require()`s it through `@module-federation/runtime-tools/runtime-core`, which resolves to the CommonJS
 * build: main.js carried runtime-core, sdk and error-codes twice (~190 KB minified before gzip). Pointing
 * those requests at the ES builds leaves one copy, shared by both paths.
 */
function federationRuntimeAliases(): Record<string, string> {
  const fromEnhanced = createRequire(requireHere.resolve('@module-federation/enhanced'));
  const toolsCore = fromEnhanced.resolve('@module-federation/runtime-tools/runtime-core');
  const fromTools = createRequire(toolsCore);
  const fromRuntime = createRequire(fromTools.resolve('@module-federation/runtime/core'));
  const esm = (file: string, ending: string): string => {
    const target = file.replace(/\.cjs$/, ending);
    if (target === file || !existsSync(target)) throw new Error(`federation runtime: no ES build beside ${file}`);
    return target;
  };
  return {
    '@module-federation/runtime-tools/runtime-core$': esm(toolsCore, '.js'),
    '@module-federation/runtime/core$': esm(fromTools.resolve('@module-federation/runtime/core'), '.js'),
    '@module-federation/runtime-core$': esm(fromRuntime.resolve('@module-federation/runtime-core'), '.js'),
    '@module-federation/sdk$': esm(fromRuntime.resolve('@module-federation/sdk'), '.js'),
    '@module-federation/error-codes$': esm(fromRuntime.resolve('@module-federation/error-codes'), '.mjs'),
  };
}

/**
 * intl-messageformat without its parser: every ICU message reaches the browser parsed (icu-precompile-loader.ts),
 * so the `icu` chunk carries the formatter alone. A message that was not precompiled throws when formatted.
 */
function icuParserAlias(): Record<string, string> {
  const fromWeb = createRequire(join(__dirname, '..', '..', 'web', 'package.json'));
  const fromFormat = createRequire(fromWeb.resolve('intl-messageformat'));
  const noParser = join(dirname(fromFormat.resolve('@formatjs/icu-messageformat-parser')), 'lib', 'no-parser.js');
  if (!existsSync(noParser)) throw new Error(`intl-messageformat: no parser-less build at ${noParser}`);
  return { '@formatjs/icu-messageformat-parser$': noParser };
}

/** An app's texts, one JSON file per language (`src/locales/ua.json`): their ICU messages parsed at build time. */
const APP_TEXTS = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/;
/** The endpoint table's modules (not `endpoint.ts`, its types); the browser gets method and path of each. */
const ENDPOINT_TABLE = /[\\/]contracts[\\/]src[\\/]endpoints[\\/](?!endpoint\.ts$)[a-z-]+\.ts$/;

/** The four market locales moment keeps; the rest of its locale folder is dropped (~60 KB gzip). */
export const MOMENT_LOCALES = ['uk', 'pl', 'ro', 'en-gb'] as const;

export interface AppConfigOptions {
  /** Federation name: `shell`, `mf_content`, `mf_booking`... also the output uniqueName. */
  name: string;
  /** Port the app is served on locally (only used for the standalone page title and logs). */
  port: number;
  /** Remote surface, e.g. `{ './App': './src/app.tsx', './routes': './src/routes.ts' }`. */
  exposes?: Record<string, string>;
  /** The app's folder (`__dirname` of its webpack.config.ts). */
  dirname: string;
  /** Defaults to `./src/index.ts` (an async boundary that imports `./bootstrap`). */
  entry?: string;
  /** Prefix of CSS Module class names; defaults to the app name without `mf_`. */
  cssPrefix?: string;
  /** HTML template; defaults to `<app>/public/index.html`, else the remotes' standalone page (`standalone.html`). */
  template?: string;
  mode?: 'production' | 'development';
  /** Extra files written into the build folder, e.g. the shell's route table for the static server. */
  emitFiles?: Record<string, string>;
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const production = mode === 'production';
  const cssPrefix = options.cssPrefix ?? options.name.replace(/^mf_/, '').replace(/_/g, '-');
  const ownTemplate = join(options.dirname, 'public', 'index.html');
  // One standalone page for every remote (a root element for mountStandalone); the shell has its own.
  const template = options.template ?? (existsSync(ownTemplate) ? ownTemplate : STANDALONE_TEMPLATE);
  const isHost = !options.exposes || Object.keys(options.exposes).length === 0;

  const sassLoader = {
    loader: requireHere.resolve('sass-loader'),
    options: {
      api: 'modern-compiler',
      implementation: requireHere.resolve('sass-embedded'),
      // `@use 'theme' as *;` works in every app without relative paths into shared.
      sassOptions: { loadPaths: [SHARED_STYLES] },
    },
  };
  const cssExtract = { loader: MiniCssExtractPlugin.loader };

  return {
    mode,
    context: options.dirname,
    entry: { main: options.entry ?? './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      // ROZMOVA_OUT_DIR (relative to the app) lets the e2e and bench runs build beside `pnpm start`'s
      // dist/ instead of over it.
      path: join(options.dirname, process.env.ROZMOVA_OUT_DIR ?? 'dist'),
      // `auto`: a remote's chunks load from wherever its manifest lives, so it moves without a rebuild.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Source TypeScript of the workspace package is compiled like the app's own code.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router's package entry is its development build (warnings, checks); the browser gets
      // the production one. Only the router subset module imports it (router/react-router-subset.ts).
      alias: {
        ...federationRuntimeAliases(),
        ...icuParserAlias(),
        // The subset module the share scope holds for react-i18next imports the package by this name.
        'react-i18next-es$': reactI18nextEsBuild(),
        ...(production
          ? { 'react-router$': join(dirname(requireHere.resolve('react-router')), '..', 'production', 'index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        { test: APP_TEXTS, use: join(__dirname, 'icu-precompile-loader.ts') },
        // Before swc: the schemas leave the table while it is still TypeScript (endpoint-table-loader.ts).
        { test: ENDPOINT_TABLE, enforce: 'pre', use: join(__dirname, 'endpoint-table-loader.ts') },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@rozmova)/,
          use: {
            loader: requireHere.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.module\.s?css$/,
          use: [
            cssExtract,
            {
              loader: requireHere.resolve('css-loader'),
              options: {
                esModule: true,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // The prefix keeps class names of apps that share one page from colliding.
                  localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}__[name]__[local]`,
                },
              },
            },
            sassLoader,
          ],
        },
        {
          test: /\.s?css$/,
          exclude: /\.module\.s?css$/,
          use: [cssExtract, requireHere.resolve('css-loader'), sassLoader],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      // moment's locale folder would be bundled whole through its dynamic require.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        // Remotes are never known at build time: the shell registers them from /remotes.json.
        remotes: {},
        shared: sharedMap(),
        // The host decides versions it already has loaded; a remote that is down is never fetched
        // just to negotiate shared versions.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page: the shell provides it, remotes use it rather than each
        // bundling a copy into remoteEntry.js (the standalone page gets STANDALONE_RUNTIME_FILE).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      ...(existsSync(template)
        ? [
            new HtmlWebpackPlugin({
              template,
              // Each app is served from the root of its own origin; deep links like /pl/about need absolute script URLs.
              publicPath: '/',
              title: isHost ? 'Rozmova' : `${options.name} (standalone, :${options.port})`,
            }),
            ...(isHost ? [] : [new StandaloneRuntimeTagPlugin()]),
          ]
        : []),
      ...(options.emitFiles ? [new EmitFilesPlugin(options.emitFiles)] : []),
      ...(isHost && production ? [new StartupFilesPlugin()] : []),
      // Brotli and gzip copies beside every text file: the static server sends the one a browser
      // accepts without compressing on each request (scripts/serve-static.mjs, README "Deploying").
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      splitChunks: { minSize: 3000 },
      minimize: production,
      // swc's minifier: webpack's default terser was 3x slower on this machine (docs/toolchain.md T-2.2).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The config of the standalone runtime bundle for a remote's app config, or null for the host. A
 * separate compilation: inside the remote's own, the runtime is an external by design.
 */
export function standaloneRuntimeConfig(app: Configuration): Configuration | null {
  const federation = app.plugins?.find((plugin) => plugin instanceof ModuleFederationPlugin) as
    { _options?: { exposes?: Record<string, string> } } | undefined;
  if (!federation?._options?.exposes || Object.keys(federation._options.exposes).length === 0) return null;
  return {
    mode: app.mode,
    target: 'web',
    devtool: false,
    context: __dirname,
    entry: { runtime: join(__dirname, 'standalone-federation-runtime.ts') },
    output: { path: app.output?.path, filename: STANDALONE_RUNTIME_FILE, clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: {
            loader: requireHere.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(app.mode) }),
      ...(app.mode === 'production' ? compressionPlugins() : []),
    ],
    optimization: {
      minimize: app.mode === 'production',
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
