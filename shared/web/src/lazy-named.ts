// React.lazy for a module's named export: `lazyNamed(() => import('./page'), 'Page')`. The import() stays at
// the call site, so the bundler still splits the chunk there (and keeps its magic comments).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
