import { createAppConfig } from '@rozmova/build/webpack-app';
import { federation } from './module-federation.config';

export default createAppConfig({ ...federation, port: Number(process.env.BOOKING_PORT ?? 3001), dirname: __dirname });
