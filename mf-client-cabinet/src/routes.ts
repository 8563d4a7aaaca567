// mf_client_cabinet's `./routes`: its pages, from the route table. The shell sends every other cabinet/*
// path of a client here too; the App answers "not found" for those.
import { APP_PAGES, PATHS } from '@rozmova/contracts/routes/paths';

export const routes: readonly string[] = Object.values(APP_PAGES.mf_client_cabinet);

/** A session's page, relative to /{locale}. */
export function sessionPath(id: string): string {
  return PATHS.clientCabinet.session.replace(':id', encodeURIComponent(id));
}

/** The call page (shared with the worker cabinet), relative to /{locale}; the "Join call" button links there. */
export function videoCallPath(kind: keyof typeof PATHS.videoCall, id: string): string {
  return PATHS.videoCall[kind].replace(':id', encodeURIComponent(id));
}
