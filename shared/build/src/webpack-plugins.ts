// The webpack plugins of createAppConfig (webpack-app.ts): the Brotli and gzip copies, the fixed files an app
// writes into its build, the host's preload.json and the standalone page's runtime script tag.
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

export function compressionPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      threshold: 0,
      minRatio: 1,
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      threshold: 0,
      minRatio: 1,
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
    }),
  ] as unknown as webpack.WebpackPluginInstance[];
}

/** Writes fixed text files into the build output (before compression, so they get .br/.gz too). */
export class EmitFilesPlugin {
  constructor(private readonly files: Record<string, string>) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, text] of Object.entries(this.files))
            compilation.emitAsset(name, new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/** A chunk of one language's texts, by the name its loader gives it: `texts-ua`, `shell-texts-pl-json`. */
export const TEXTS_CHUNK = /^(?:[a-z-]+-)?texts-([a-z]{2})(?:-json)?$/;

/**
 * Writes preload.json: the host's JavaScript and CSS the page needs at start-up beyond main.js (the
 * chunks behind the async boundary and the shared libraries it consumes), and by language the chunks of
 * its texts and the ICU formatter's chunk. The static server turns them into <link rel=preload> so they
 * download beside main.js instead of after it has run.
 */
export class StartupFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set<string>();
          const main = compilation.entrypoints.get('main');
          const entryFiles = new Set(main?.getFiles() ?? []);
          const origins = (group: webpack.ChunkGroup, type: string) =>
            group.origins.filter((origin) => origin.module?.type === type).map((origin) => origin.module!);
          // The libraries the entry provides, by share key: what a consume of that key loads at run time
          // (the share scope answers with the shell's own provider, never the consume's fallback copy).
          const providers = new Map<string, webpack.ChunkGroup>();
          for (const group of main?.getChildren() ?? []) {
            for (const module of origins(group, 'provide-module')) {
              const name = (module as unknown as { _name?: string })._name;
              if (name) providers.set(name, group);
            }
          }
          for (const boundary of main?.getChildren() ?? []) {
            // The entry's children are the async boundary and the libraries it provides; only the
            // boundary (and what it consumes) loads on every page.
            if (origins(boundary, 'provide-module').length > 0) continue;
            // The shared libraries it consumes, and theirs (react-redux consumes react...); not the
            // pages it loads lazily.
            const pending = [boundary];
            const seen = new Set(pending);
            while (pending.length) {
              const group = pending.pop()!;
              for (const file of group.getFiles()) files.add(file);
              for (const child of group.getChildren()) {
                const consumes = origins(child, 'consume-shared-module');
                if (consumes.length === 0) continue;
                const key = (consumes[0] as unknown as { options?: { shareKey?: string } }).options?.shareKey;
                const loaded = (key && providers.get(key)) || child;
                if (seen.has(loaded)) continue;
                seen.add(loaded);
                pending.push(loaded);
              }
            }
          }
          const list = [...files].filter((file) => !entryFiles.has(file) && !file.endsWith('.map'));
          // The texts of one language (`texts-ua`, `shell-texts-ua-json`: chunks named by the i18n loaders)
          // and the ICU formatter (`icu`) are asked for only once the start has evaluated the i18n module, a
          // round trip after the start chunks; the server hints the page language's own and, for a page whose
          // texts hold ICU messages, the formatter, so they arrive with the rest.
          const texts: Record<string, string[]> = {};
          const icu: string[] = [];
          const jsOf = (chunk: webpack.Chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));
          for (const chunk of compilation.chunks) {
            const language = TEXTS_CHUNK.exec(chunk.name ?? '')?.[1];
            if (language) (texts[language] ??= []).push(...jsOf(chunk));
            if (chunk.name === 'icu') icu.push(...jsOf(chunk));
          }
          const manifest = {
            js: list.filter((file) => file.endsWith('.js')),
            css: list.filter((file) => file.endsWith('.css')),
            texts,
            icu,
          };
          compilation.emitAsset(
            'preload.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The standalone page's federation runtime, built beside a remote's bundles (build-app.ts). */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Puts the standalone runtime's script before the remote's own in its standalone index.html. */
export class StandaloneRuntimeTagPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StandaloneRuntimeTagPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { defer: true, src: `/${STANDALONE_RUNTIME_FILE}` },
          meta: { plugin: 'StandaloneRuntimeTagPlugin' },
        });
        return data;
      });
    });
  }
}
