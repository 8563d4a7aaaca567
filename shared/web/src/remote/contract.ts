// The public surface every remote exposes to the shell: `./App` (the component) and `./routes` (the
// pages it renders, from the route table in @rozmova/contracts/routes/paths).
import type { ComponentType } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { APP_NAMES, type RemoteName } from '@rozmova/contracts/routes/paths';

export type { RemoteName };

export interface RemoteAppProps {
  locale: MarketLocale;
  /** Where the remote's routes start, e.g. "/pl". The remote renders paths relative to it. */
  basePath: string;
}

/** What `loadRemote('<name>/App')` resolves to. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

/** What `loadRemote('<name>/routes')` resolves to: path patterns relative to `/{locale}`. */
export interface RemoteRoutesModule {
  routes: readonly string[];
}

export const REMOTE_NAMES: readonly RemoteName[] = APP_NAMES.filter((name): name is RemoteName => name !== 'shell');

/** `/remotes.json`: remote name -> URL of its mf-manifest.json. Remotes not deployed are absent. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
