import { createAppConfig } from '@rozmova/build/webpack-app';
import { federation } from './module-federation.config';

export default createAppConfig({ ...federation, port: Number(process.env.SHELL_PORT ?? 3000), dirname: __dirname });
