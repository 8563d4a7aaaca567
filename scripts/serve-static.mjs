#!/usr/bin/env node
// Serves one app's production build: CORS on (remotes are fetched from the shell's origin), hashed
// files cached for good, manifests and HTML never cached, and (with --spa) index.html for any path
// that is not a file, so client-side routes like /ua/home load the shell.
// Usage: node scripts/serve-static.mjs --dir shell/dist --port 3000 [--spa] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

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

function fileAt(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  // Never outside the build folder.
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    const stat = statSync(target);
    if (stat.isFile()) return { path: target, size: stat.size };
    if (stat.isDirectory()) {
      const index = join(target, 'index.html');
      const indexStat = statSync(index);
      if (indexStat.isFile()) return { path: index, size: indexStat.size };
    }
  } catch {
    return null;
  }
  return null;
}

function cacheControl(path) {
  const name = path.split(sep).pop() ?? '';
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * `files` are served from memory before the folder (the shell's /remotes.json and /config.json belong
 * to the environment, so two environments can serve one build).
 */
export function startStaticServer({ dir, port, spa, host, files = {} }) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'method_not_allowed', message: 'GET or HEAD only' }));
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (Object.hasOwn(files, urlPath)) {
      const body = Buffer.from(files[urlPath]);
      res.writeHead(200, { 'content-type': TYPES[extname(urlPath)] ?? 'text/plain', 'content-length': body.length, 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = fileAt(root, urlPath);
    // An unknown path with a file extension is a missing asset, not a page.
    if (!file && spa && !extname(urlPath)) file = fileAt(root, '/index.html');
    if (!file) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found', message: `${urlPath} is not here` }));
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file.path)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': cacheControl(file.path),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file.path).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const args = parseArgs(process.argv.slice(2));
  const server = await startStaticServer(args);
  console.log(`serving ${args.dir} on http://localhost:${args.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
