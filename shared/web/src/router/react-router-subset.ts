// What every app gets when it imports 'react-router-dom' in the browser: the shared map puts this module
// in the share scope under that name (federation.ts), so the router exists once per page and only the
// declarative API below is bundled. Shared packages are never tree-shaken by Module Federation; a module
// of named re-exports is, so react-router's data-router, server and cookie code stays out (~60 KB gzip
// for the whole package). An app that needs a name missing here adds it here (the test beside
// federation.ts fails until it does).
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  NavigationType,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  To,
} from 'react-router';
