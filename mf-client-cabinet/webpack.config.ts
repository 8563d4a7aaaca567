import { createAppConfig } from '@rozmova/build/webpack-app';
import { federation } from './module-federation.config';

export default createAppConfig({
  ...federation,
  port: Number(process.env.CLIENT_CABINET_PORT ?? 3003),
  dirname: __dirname,
});
