// The webpack config every app (shell and remotes) builds with, so remotes never copy webpack config.
// An app's webpack.config.ts only calls createAppConfig with its name, port and exposes.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedMap } from './federation';

const requireHere = createRequire(__filename);
// webpack 5.110 ships its minimizer as a dependency of its own; reach it through webpack's resolution.
const MinimizerPlugin = createRequire(requireHere.resolve('webpack'))('minimizer-webpack-plugin') as {
  new (options: Record<string, unknown>): webpack.WebpackPluginInstance;
  swcMinify: unknown;
};
// The theme lives with the browser library (@rozmova/web/styles), beside this package under shared/.
const SHARED_STYLES = join(__dirname, '..', '..', 'web', 'src', 'styles');
const STANDALONE_TEMPLATE = join(__dirname, '..', 'standalone.html');

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
    },
    module: {
      rules: [
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
      }),
      ...(existsSync(template)
        ? [new HtmlWebpackPlugin({
            template,
            // Each app is served from the root of its own origin; deep links like /pl/about need absolute script URLs.
            publicPath: '/',
            title: isHost ? 'Rozmova' : `${options.name} (standalone, :${options.port})`,
          })]
        : []),
    ],
    optimization: {
      minimize: production,
      // swc's minifier: webpack's default terser was 3x slower on this machine (docs/toolchain.md T-2.2).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
