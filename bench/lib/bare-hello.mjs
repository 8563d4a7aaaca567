// The yardstick of bench/api-vs-bare.ts: a bare Fastify hello-world (no plugins, no hooks, no logger), the same
// Fastify the api runs, in its own process. Prints "listening" once it answers. argv[2]: the port.
import { createRequire } from 'node:module';

const apiRequire = createRequire(createRequire(import.meta.url).resolve('@rozmova/api/app'));
const Fastify = apiRequire('fastify');

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.stdout.write('listening\n');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
