// Keeps <link rel="canonical"> in <head> in step with the current page.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';
import { KNOWN_PATTERNS } from '../../lib/route-owners';
import { remoteRoutePatterns, remoteRoutesVersion, subscribeRemoteRoutes } from '../../lib/remote-routes';
import { canonicalUrl } from './canonical';

export function CanonicalLink({ locale }: { locale: string }): null {
  const { pathname } = useLocation();
  const routesVersion = useSyncExternalStore(subscribeRemoteRoutes, remoteRoutesVersion, remoteRoutesVersion);
  useEffect(() => {
    const rest = pathname.split('/').slice(2).join('/');
    const site = getRuntimeConfig().siteUrl ?? window.location.origin;
    const href = canonicalUrl(site, locale, rest, [...KNOWN_PATTERNS, ...remoteRoutePatterns()]);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!href) {
      link?.remove();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [pathname, locale, routesVersion]);
  return null;
}
