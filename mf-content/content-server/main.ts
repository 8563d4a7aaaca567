// `pnpm --filter @rozmova/mf-content content-server`: serves content/ on CONTENT_SERVER_PORT (3006).
import { resolve } from 'node:path';
import { createContentServer } from './server';
import { LOCAL_CONTENT_SERVER_PORT, LOCAL_PREVIEW_TOKEN, LOCAL_PUBLIC_TOKEN } from '../src/config/local-content-source';

const port = Number(process.env.CONTENT_SERVER_PORT ?? LOCAL_CONTENT_SERVER_PORT);
const host = process.env.CONTENT_SERVER_HOST ?? '127.0.0.1';
const contentDir = resolve(process.env.CONTENT_DIR ?? resolve(__dirname, '../content'));

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`CONTENT_SERVER_PORT must be a port number, got "${process.env.CONTENT_SERVER_PORT}"`);
  process.exit(1);
}

const server = createContentServer({
  contentDir,
  publicToken: process.env.CONTENT_SERVER_PUBLIC_TOKEN ?? LOCAL_PUBLIC_TOKEN,
  previewToken: process.env.CONTENT_SERVER_PREVIEW_TOKEN ?? LOCAL_PREVIEW_TOKEN,
});

server.listen(port, host, () => {
  console.log(
    `content-server: Storyblok CDN v2 stand-in on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/v2 serving ${contentDir}`,
  );
});

function stop(): void {
  server.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
