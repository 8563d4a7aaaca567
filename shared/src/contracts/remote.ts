// The public surface every remote exposes to the shell (docs/architecture.md C-1: `./App` and `./routes`).
import type { ComponentType } from 'react';
import type { MarketLocale } from '@rozmova/shared/markets';

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

export const REMOTE_NAMES = ['mf_booking', 'mf_payments', 'mf_client_cabinet', 'mf_worker_cabinet', 'mf_content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: remote name -> URL of its mf-manifest.json. Remotes not deployed are absent. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
