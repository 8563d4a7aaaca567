import webpack from 'webpack';
import { createAppConfig } from '@rozmova/build/webpack-app';
import { resolveContentConfig } from './src/config/content-config';
import { federation } from './module-federation.config';

const config = createAppConfig({ ...federation, port: Number(process.env.CONTENT_PORT ?? 3005), dirname: __dirname });

// Where stories come from is fixed per build (README.md, "Configuring Storyblok"); a wrong
// STORYBLOK_* value stops the build here, naming the setting.
config.plugins = [
  ...(config.plugins ?? []),
  new webpack.DefinePlugin({ __MF_CONTENT_CONFIG__: JSON.stringify(resolveContentConfig(process.env)) }),
];

export default config;
