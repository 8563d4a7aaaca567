// The one template of a cabinet remote (the client's, the therapist's and admin's): who may enter (sign-in
// and role gate), the menu, the pages under the cabinet's base path, the video-call routes and "not found".
// A cabinet's app.tsx only declares its pages; this decides how they are reached.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import '@rozmova/web/auth/auth-api';
import { isRegistered, landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import { RequireClient } from '@rozmova/web/auth/require-client';
import type { Role } from '@rozmova/web/auth/types';
import { NotFound } from '@rozmova/web/remote/not-found';
import { useInjectSlices, type RemoteSlice } from '@rozmova/web/store/inject';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import type { VideoCallPageProps } from '@rozmova/web/video-call/video-call-page';

// The call page is shared by both cabinets; the Jitsi sdk behind it loads only when a room opens.
const VideoCallRoute = lazy(() =>
  import('@rozmova/web/video-call/video-call-page').then((m) => ({ default: m.VideoCallRoute })),
);

export type CallKind = keyof typeof PATHS.videoCall;

export interface CabinetPage {
  /** Relative to /{locale}, from the route table (`PATHS.*`). */
  path: string;
  Page: ComponentType<{ locale: MarketLocale }>;
  /** The menu's text key (the app's namespace); a page without one is not in the menu. */
  nav?: string;
  /** The menu link is marked only on exactly its own path (default); false: on the paths below it too. */
  end?: boolean;
}

export interface CabinetArea {
  /** Whom the area is for (by signed-in role); anyone else opening it goes to their own landing. All if absent. */
  isFor?: (role: Role | undefined) => boolean;
  /** The menu's accessible name (a text key). */
  navLabel: string;
  /** In menu order. */
  pages: readonly CabinetPage[];
  /** Wraps the pages (not the menu), e.g. a two-step sign-in requirement. */
  frame?: (pages: ReactNode) => ReactNode;
  /** A path pattern whose unknown paths get "not found" inside the area, under its menu. */
  notFound?: string;
}

export interface CabinetClassNames {
  /** Around everything the cabinet shows (the gate's notice too). */
  root?: string;
  /** Around one area: its menu and page. */
  area?: string;
  nav?: string;
  /** A menu link, and the link of the page shown; without them the router's `active` class marks it. */
  navLink?: string;
  navActive?: string;
  muted?: string;
  notice?: string;
  button?: string;
}

export interface CabinetProps {
  /**
   * Whose cabinet: a client's is gated in place (signed out: a notice with the sign-in link); a therapist's
   * (and admin's) sends a signed-out visitor to sign in and a client to their own landing.
   */
  role: 'client' | 'therapist';
  locale: MarketLocale;
  /** Where the remote's routes start (RemoteAppProps.basePath, "/{locale}"); the menu links start there. */
  basePath: string;
  /** The app's texts: its menu keys and `common.loading` (a client's cabinet also `common.sign_in_needed`, `common.sign_in`). */
  t: (key: string) => string;
  /** Whether the app's texts in the page's language are in; nothing shows until then. */
  textsReady: boolean;
  /** The app's slices of the shell's store, injected before any page renders (a module constant). */
  slices: readonly RemoteSlice[];
  areas: readonly CabinetArea[];
  calls: {
    /** Where "leave" goes, for the signed-in person. */
    leaveTo: (role: Role | undefined) => string;
    /** The session's therapist and type for a free move (care through outages); none: no move offered. */
    slotSource?: (kind: CallKind, role: Role | undefined) => VideoCallPageProps['slotSource'];
    /** The call page under the (first) area's menu; otherwise it has the whole page. */
    withMenu?: boolean;
  };
  classNames?: CabinetClassNames;
  testId?: string;
}

export function Cabinet(props: CabinetProps): React.JSX.Element | null {
  const { role, locale, t, textsReady, slices, classNames = {}, testId } = props;
  const storeReady = useInjectSlices(slices);
  if (!textsReady) return null;
  const loading = (
    <p role="status" className={classNames.muted}>
      {t('common.loading')}
    </p>
  );
  const body = !storeReady ? (
    loading
  ) : role === 'client' ? (
    <RequireClient
      locale={locale}
      texts={{ loading: t('common.loading'), signInNeeded: t('common.sign_in_needed'), signIn: t('common.sign_in') }}
      classNames={{ muted: classNames.muted, notice: classNames.notice, button: classNames.button }}
    >
      <CabinetRoutes {...props} loading={loading} />
    </RequireClient>
  ) : (
    <StaffGate locale={locale} loading={loading}>
      <CabinetRoutes {...props} loading={loading} />
    </StaffGate>
  );
  if (!classNames.root && !testId) return body;
  return (
    <div className={classNames.root} data-testid={testId}>
      {body}
    </div>
  );
}

/** Therapists and admins: a signed-out visitor signs in and comes back; a client goes to their own cabinet. */
function StaffGate({
  locale,
  loading,
  children,
}: {
  locale: MarketLocale;
  loading: ReactNode;
  children: ReactNode;
}): React.JSX.Element {
  const auth = useAuth();
  const location = useLocation();
  // Until the first answer about who is signed in (a later refetch keeps the cached person on screen).
  if (auth.status === 'idle' || (auth.status === 'pending' && !auth.data)) return <>{loading}</>;
  if (!isRegistered(auth.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/login?next=${next}`} replace />;
  }
  const role = auth.data?.user?.role;
  if (role === 'user') return <Navigate to={landingPath(role, locale)} replace />;
  return <>{children}</>;
}

function CabinetRoutes({
  locale,
  basePath,
  t,
  areas,
  calls,
  classNames = {},
  loading,
}: CabinetProps & { loading: ReactNode }): React.JSX.Element {
  const auth = useAuth();
  const role = auth.data?.user?.role ?? undefined;
  const callRoutes = (Object.keys(PATHS.videoCall) as CallKind[]).map((kind) => {
    const call = (
      <VideoCallRoute
        locale={locale}
        kind={kind}
        leaveTo={calls.leaveTo(role)}
        slotSource={calls.slotSource?.(kind, role)}
      />
    );
    return (
      <Route
        key={`call-${kind}`}
        path={PATHS.videoCall[kind]}
        element={calls.withMenu ? call : <Suspense fallback={loading}>{call}</Suspense>}
      />
    );
  });
  const claimsRest = areas.some((area) => area.notFound === '*');
  return (
    <Routes>
      {calls.withMenu ? null : callRoutes}
      {areas.map((area, index) => {
        const allowed = !area.isFor || area.isFor(role);
        return (
          <Route
            key={area.navLabel}
            element={
              allowed ? (
                <AreaLayout area={area} basePath={basePath} t={t} classNames={classNames} loading={loading} />
              ) : (
                <Navigate to={landingPath(role, locale)} replace />
              )
            }
          >
            {area.pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page locale={locale} />} />
            ))}
            {calls.withMenu && index === 0 ? callRoutes : null}
            {area.notFound ? <Route path={area.notFound} element={<NotFound locale={locale} />} /> : null}
          </Route>
        );
      })}
      {claimsRest ? null : <Route path="*" element={<NotFound locale={locale} />} />}
    </Routes>
  );
}

/** One area: its menu, then the page the path names (the routes inside render into the Outlet). */
function AreaLayout({
  area,
  basePath,
  t,
  classNames,
  loading,
}: {
  area: CabinetArea;
  basePath: string;
  t: (key: string) => string;
  classNames: CabinetClassNames;
  loading: ReactNode;
}): React.JSX.Element {
  const { navLink, navActive } = classNames;
  const linkClass =
    navLink || navActive ? ({ isActive }: { isActive: boolean }) => (isActive ? navActive : navLink) : undefined;
  const pages = <Suspense fallback={loading}>{<Outlet />}</Suspense>;
  const inner = (
    <>
      <nav aria-label={t(area.navLabel)} className={classNames.nav}>
        <ul>
          {area.pages.flatMap((page) =>
            page.nav
              ? [
                  <li key={page.path}>
                    <NavLink end={page.end ?? true} to={`${basePath}/${page.path}`} className={linkClass}>
                      {t(page.nav)}
                    </NavLink>
                  </li>,
                ]
              : [],
          )}
        </ul>
      </nav>
      {area.frame ? area.frame(pages) : pages}
    </>
  );
  return classNames.area ? <div className={classNames.area}>{inner}</div> : inner;
}
