import { createAppConfig } from '@rozmova/build/webpack-app';
import { federation } from './module-federation.config';

export default createAppConfig({ ...federation, port: Number(process.env.PAYMENTS_PORT ?? 3002), dirname: __dirname });
