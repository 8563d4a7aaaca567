// A remote's `./App` body: picks the page for the current path from the remote's part of the route
// table and answers "not found" for any other path the shell sent it. Works the same under the shell's
// router and on the standalone page.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pageOf, pathUnder } from '@rozmova/contracts/routes/paths';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { NotFound } from '@rozmova/web/remote/not-found';

export interface RemotePagesProps<Pages extends Readonly<Record<string, string>>> extends RemoteAppProps {
  /** The remote's pages, e.g. `PATHS.payments`. */
  pages: Pages;
  /** One component per page. */
  components: { readonly [Key in keyof Pages]: ComponentType<RemoteAppProps> };
}

export function RemotePages<Pages extends Readonly<Record<string, string>>>({
  pages,
  components,
  locale,
  basePath,
}: RemotePagesProps<Pages>): React.JSX.Element {
  const { pathname } = useLocation();
  const page = pageOf(pathUnder(pathname, basePath), pages);
  if (!page) return <NotFound locale={locale} />;
  const Page: ComponentType<RemoteAppProps> = components[page];
  return <Page locale={locale} basePath={basePath} />;
}
