import { createAppConfig } from '@rozmova/build/webpack-app';
import { federation } from './module-federation.config';

export default createAppConfig({
  ...federation,
  port: Number(process.env.WORKER_CABINET_PORT ?? 3004),
  dirname: __dirname,
});
