#!/usr/bin/env node
// Serves one app's production build the way a CDN in front of it must: sirv sends the brotli or gzip
// file the build wrote beside each asset (Content-Encoding, Vary: Accept-Encoding), weak ETags with
// 304s, hashed files cached for good and everything a deploy can change (HTML, remoteEntry.js,
// mf-manifest.json, the run-time JSON) revalidated on every load. CORS is on: remotes are fetched from
// the shell's origin.
// With `pages` (the shell), every path without a file extension is a page: the shell's HTML with the
// status `pages.status(path)` says, so an unknown address answers a real 404 with the shell's own
// not-found page, with the `<head>` hints `pages.head` gives (preconnect/preload for the remotes
// the page needs, computed from the run-time /remotes.json at serve time, never baked into the build)
// and the localised <title> and meta description `pages.meta` gives, and the static first screen
// `pages.body` gives for a CMS page, the therapists' list and a therapist's page
// (scripts/prerender-content.mjs) after the empty #root.
// Usage: node scripts/serve-static.mjs --dir shell/dist --port 3000 [--spa] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Files a deploy replaces in place: never cached without asking the server again. */
const REVALIDATE = new Set([
  '/index.html',
  '/remoteEntry.js',
  '/mf-manifest.json',
  '/mf-stats.json',
  '/remotes.json',
  '/config.json',
]);
/** `name.0123abcd.js`: the build puts the content hash in the name, so the bytes at that URL never change. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

export function cacheControl(pathname) {
  if (REVALIDATE.has(pathname)) return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function parseArgs(argv) {
  const args = { dir: 'dist', port: 3000, spa: false, host: process.env.SERVE_HOST ?? '0.0.0.0' };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (key === '--spa') args.spa = true;
    else if (key === '--dir') args.dir = argv[++i];
    else if (key === '--port') args.port = Number(argv[++i]);
    else if (key === '--host') args.host = argv[++i];
    else throw new Error(`serve-static: unknown argument ${key}`);
  }
  if (!Number.isInteger(args.port) || args.port <= 0) throw new Error('serve-static: --port must be a port number');
  return args;
}

/** One in-memory body in its three encodings, with a strong ETag per encoding. */
function memoryFile(pathname, text) {
  const raw = Buffer.from(text);
  const tag = createHash('sha1').update(raw).digest('base64url').slice(0, 20);
  return {
    type: TYPES[extname(pathname)] ?? 'text/plain; charset=utf-8',
    variants: {
      br: { body: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), etag: `"${tag}-br"` },
      gzip: { body: gzipSync(raw, { level: 9 }), etag: `"${tag}-gz"` },
      identity: { body: raw, etag: `"${tag}"` },
    },
  };
}

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const PRELOAD_HINT = /[ \t]*<link rel="preload" href="([^"]+)" as="([a-z]+)"( crossorigin)?>\n?/g;
const unescapeAttr = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * With a static first screen, the page is painted before anything else is fetched: the shell's deferred
 * scripts and every `<link rel=preload>` of the head (the shell's start chunks, the page's remote, its story)
 * start after the first frame instead of during parsing. A deferred script that has already arrived would
 * otherwise run its long start task before the browser paints, and downloads started before the paint
 * compete with it on a slow network. Once the first animation frame has been painted the loader adds the
 * scripts in their order (async=false) and the hints (so the downloads still run in parallel): the app
 * takes over one frame later, while the copy is already on screen. Preconnects stay in the head.
 */
export function afterFirstPaint(html) {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  // A hint for one of the scripts themselves is left out: the script's own request is the download.
  const hints = [...html.matchAll(PRELOAD_HINT)]
    .map(([, href, as, crossorigin]) => (crossorigin ? [unescapeAttr(href), as, 1] : [unescapeAttr(href), as]))
    .filter(([href, as]) => !(as === 'script' && sources.includes(href)));
  // JSON in a script: `<` is escaped so no address can end the script element.
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  // No timer as a fallback: on a busy phone the first frame can come later than any timer, and the start
  // task would run before the paint again. A tab that is hidden gets no animation frame: it starts the app
  // at once, or when it is hidden before its first frame.
  // Starting a request costs the main thread about 2-3 ms of a phone's time (a profile at 4x slowdown):
  // twenty in one task made a long task of their own, so the scripts go first and the hints follow in
  // tasks of two.
  // A page whose data region the HTML draws itself (shell-page-draw.mjs: a therapist's free times, the cabinets)
  // keeps the phone's main thread and network for that answer: the loader waits for `__rozmovaDataFirst`
  // (drawn, failed or not asked), 1.5 s at most, so the app's start task does not delay the data on screen.
  const loader =
    `<script>(function(){var d=false,r=false;function go(){if(d)return;d=true;var p=window.__rozmovaDataFirst;` +
    `if(!p)return run();var t=setTimeout(run,1500);p.then(function(){clearTimeout(t);setTimeout(run);});}` +
    `function run(){if(r)return;r=true;` +
    `${json(sources)}.forEach(function(s){` +
    `var e=document.createElement('script');e.src=s;e.async=false;document.body.appendChild(e);});` +
    `var q=${json(hints)};setTimeout(function next(){q.splice(0,2).forEach(function(h){var l=document.createElement('link');` +
    `l.rel='preload';l.href=h[0];l.as=h[1];if(h[2])l.crossOrigin='anonymous';document.head.appendChild(l);});` +
    `if(q.length)setTimeout(next);});}` +
    `if(document.hidden)go();else{requestAnimationFrame(function(){setTimeout(go);});` +
    `document.addEventListener('visibilitychange',go);}})();</script>`;
  return html
    .replace(PRELOAD_HINT, '')
    .replace(DEFERRED_SCRIPT, '')
    .replace('</body>', () => `${loader}</body>`);
}

function pickEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function sendMemory(req, res, file, status = 200, cache = 'no-cache') {
  const encoding = pickEncoding(req);
  const { body, etag } = file.variants[encoding];
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cache);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(status, {
    'Content-Type': file.type,
    'Content-Length': body.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, files?: Record<string, string>,
 *   pages?: { status?: (pathname: string) => Promise<number> | number,
 *             head?: (pathname: string, request: { query: URLSearchParams, cookie: string }) => Promise<string> | string,
 *             lang?: (pathname: string) => string | null,
 *             meta?: (pathname: string, status: number, query: URLSearchParams) => Promise<{ title: string, description: string | null } | null>,
             body?: (pathname: string, status: number, query: URLSearchParams) => Promise<string | null> } }} options
 *   `files` are served from memory before the folder (the shell's /remotes.json and /config.json
 *   belong to the environment, so two environments can serve one build). `spa` without `pages` answers
 *   every extension-less path with index.html and 200.
 */
/**
 * The analytics collect rewrite (spec §7): the tag sends its hits to `{path}/.../collect` on the site; they
 * go to the server container without the collect suffix (`/metrics/g/collect?v=2` -> `{target}/g?v=2`).
 * Returns that URL, or null when the request is not a collect request.
 */
export function collectRewrite(pathname, search, collectProxy) {
  if (!collectProxy?.path) return null;
  const prefix = collectProxy.path.replace(/\/+$/, '');
  if (pathname !== `${prefix}/collect` && !(pathname.startsWith(`${prefix}/`) && pathname.endsWith('/collect')))
    return null;
  const rest = pathname.slice(prefix.length, -'/collect'.length);
  return collectProxy.target ? `${collectProxy.target.replace(/\/+$/, '')}${rest || '/'}${search}` : '';
}

const COLLECT_TIMEOUT_MS = 5000;

/** Forwards one collect request: method, body, content type and user agent only (no cookies, no address). */
function forwardCollect(req, res, target) {
  if (!target) {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'not_found', message: 'no analytics server container is configured' }));
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const headers = {};
      for (const name of ['content-type', 'user-agent']) if (req.headers[name]) headers[name] = req.headers[name];
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await fetch(target, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
        signal: AbortSignal.timeout(COLLECT_TIMEOUT_MS),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type');
      res.writeHead(answer.status, type ? { 'content-type': type } : {}).end(body);
    } catch (error) {
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: 'bad_gateway', message: `the server container did not answer: ${error.message}` }),
        );
    }
  });
}

export function startStaticServer({ dir, port, host, spa = false, files = {}, pages, collectProxy = null }) {
  const root = resolve(dir);
  const assets = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  const memory = new Map(Object.entries(files).map(([pathname, text]) => [pathname, memoryFile(pathname, text)]));
  const indexPath = join(root, 'index.html');
  const indexHtml = (spa || pages) && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // The shell's HTML per set of hints, language and title: few distinct sets exist (one per remote a page
  // needs, one title per named page and CMS story), and the map starts over past a bound.
  const htmlByHead = new Map();
  const pageHtml = (head, lang, meta, body) => {
    const key = `${lang ?? ''}\n${meta?.title ?? ''}\n${meta?.description ?? ''}\n${head}\n${body ?? ''}`;
    let file = htmlByHead.get(key);
    if (!file) {
      let html = indexHtml;
      // Replacer functions: a `$` in a story's text must not read as a replacement pattern.
      if (meta?.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
      if (meta?.description)
        html = html.replace(
          '</title>',
          () => `</title>\n    <meta name="description" content="${escapeHtml(meta.description)}" />`,
        );
      if (head) html = html.replace('</head>', () => `${head}\n  </head>`);
      if (lang) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
      if (body) {
        html = html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${body}`);
        html = afterFirstPaint(html);
      }
      file = memoryFile('/index.html', html);
      if (htmlByHead.size > 2000) htmlByHead.clear();
      htmlByHead.set(key, file);
    }
    return file;
  };

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (collectProxy) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const target = collectRewrite(url.pathname, url.search, collectProxy);
      if (target !== null) {
        forwardCollect(req, res, target);
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'method_not_allowed', message: 'GET or HEAD only' }));
      return;
    }
    let pathname;
    try {
      pathname = decodeURI(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'bad_request', message: 'malformed address' }));
      return;
    }
    const inMemory = memory.get(pathname);
    if (inMemory) {
      sendMemory(req, res, inMemory);
      return;
    }
    const isPage = indexHtml !== null && (pathname === '/index.html' || !extname(pathname));
    if (isPage) {
      (async () => {
        const { searchParams } = new URL(req.url ?? '/', 'http://localhost');
        const [status, head] = await Promise.all([
          Promise.resolve(pages?.status ? pages.status(pathname) : 200).catch(() => 200),
          Promise.resolve(
            pages?.head ? pages.head(pathname, { query: searchParams, cookie: req.headers.cookie ?? '' }) : '',
          ).catch(() => ''),
        ]);
        const meta = await Promise.resolve(pages?.meta ? pages.meta(pathname, status, searchParams) : null).catch(
          () => null,
        );
        // A CMS editor's preview shows the draft the app fetches, never the published copy first.
        const preview = searchParams.has('_storyblok');
        const body = preview
          ? null
          : await Promise.resolve(pages?.body ? pages.body(pathname, status, searchParams) : null).catch(() => null);
        // A page asked for with the api's session cookie is written for a signed-in browser (its head starts that
        // person's data requests and carries their cabinet's renderer): never stored by any cache.
        const signedIn = /(?:^|;\s*)sid=[^;\s]/.test(req.headers.cookie ?? '');
        sendMemory(
          req,
          res,
          pageHtml(head, pages?.lang?.(pathname) ?? null, meta, body),
          status,
          signedIn ? 'private, no-store' : 'no-cache',
        );
      })();
      return;
    }
    assets(req, res, () => {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'not_found', message: `${pathname} is not here` }));
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const args = parseArgs(process.argv.slice(2));
  // The shell's build (it has a route table): 404s and preload hints from the /remotes.json beside it.
  let pages;
  let files = {};
  if (existsSync(join(args.dir, 'route-table.json'))) {
    const { contentSource, shellPages } = await import('./shell-pages.mjs');
    const runtimeFiles = Object.fromEntries(
      ['/remotes.json', '/config.json']
        .filter((name) => existsSync(join(args.dir, name)))
        .map((name) => [name, readFileSync(join(args.dir, name), 'utf8')]),
    );
    files = runtimeFiles;
    pages = shellPages({
      dist: args.dir,
      runtimeFiles,
      contentSource: contentSource(process.env, { contentServer: Number(process.env.CONTENT_SERVER_PORT ?? 3006) }),
    });
  }
  const { collectProxyOf } = await import('./analytics-config.mjs');
  const server = await startStaticServer({ ...args, files, pages, collectProxy: collectProxyOf(files) });
  console.log(`serving ${args.dir} on http://localhost:${args.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
