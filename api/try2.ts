import { buildTestApp } from './test/helpers';
(async () => {
  const t0 = Date.now();
  const app = await buildTestApp({ config: { logLevel: 'debug' } });
  console.log('build', Date.now() - t0);
  const t1 = Date.now();
  await app.close();
  console.log('close', Date.now() - t1);
})().catch((e) => { console.error('FAIL', e); process.exit(1); });
