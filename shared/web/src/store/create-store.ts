// The one store of the page, created by the shell. Remotes add their reducers and sagas later through
// `@rozmova/web/store/inject`; state the server sent for a slice not injected yet is kept until then.
// The store does not load redux-saga: only remotes run sagas, so the saga middleware comes with the first
// remote that injects one (inject.ts) and joins this store's middleware then (`addMiddleware`).
import {
  applyMiddleware,
  compose,
  legacy_createStore as createReduxStore,
  type Dispatch,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import type { Saga, Task } from 'redux-saga';
import { globalReducers } from '@rozmova/web/store/global/reducer';
import type { GlobalState } from '@rozmova/web/store/global/types';
// window.__PRELOADED_STATE__ is declared with the runtime config.
import type {} from '@rozmova/web/runtime-config';

export type AnyReducer = Reducer<any, UnknownAction>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface InjectableStore extends Store<GlobalState & Record<string, unknown>> {
  staticReducers: Record<string, AnyReducer>;
  injectedReducers: Record<string, AnyReducer>;
  injectedSagas: Record<string, Task>;
  /** Runs a saga; set by the first `injectSaga` (inject.ts), which brings the saga middleware. */
  runSaga?: <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;
  /**
   * Adds a middleware to the store after it was created: every action dispatched from then on passes
   * through it (after those added before it), as if it had been given to applyMiddleware.
   */
  addMiddleware: (middleware: Middleware) => void;
}

/**
 * Like redux's combineReducers, but keeps keys no reducer owns yet (hydrated state for a remote that
 * has not mounted) instead of warning and dropping them.
 */
export function combineKeeping(reducers: Record<string, AnyReducer>): Reducer<Record<string, unknown>, UnknownAction> {
  return (state = {}, action) => {
    let changed = false;
    const next: Record<string, unknown> = { ...state };
    for (const [key, reducer] of Object.entries(reducers)) {
      const before = state[key];
      const after = reducer(before, action);
      if (after === undefined) throw new Error(`reducer "${key}" returned undefined`);
      if (after !== before) changed = true;
      next[key] = after;
    }
    return changed ? next : state;
  };
}

/** Server-provided state (window.__PRELOADED_STATE__), if any, as a plain object. */
export function readPreloadedState(): Record<string, unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const raw = window.__PRELOADED_STATE__;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  // The server's copy is used once; a second store must not rehydrate stale data.
  delete window.__PRELOADED_STATE__;
  return raw;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/** A middleware slot that middlewares can join once the store exists (the saga middleware, later). */
function lateMiddleware(): { middleware: Middleware; add: (middleware: Middleware) => void } {
  let api: MiddlewareAPI | null = null;
  let chain: Dispatch | null = null;
  const middleware: Middleware = (storeApi) => {
    api = storeApi;
    return (next) => {
      chain = next as Dispatch;
      return (action) => (chain as Dispatch)(action as UnknownAction);
    };
  };
  const add = (late: Middleware): void => {
    if (!api || !chain) throw new Error('addMiddleware: the store has no middleware chain yet');
    chain = late(api)(chain as (action: unknown) => unknown) as Dispatch;
  };
  return { middleware, add };
}

export function createRootStore(preloadedState?: Record<string, unknown>): InjectableStore {
  const late = lateMiddleware();
  const composeEnhancers = (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  const staticReducers = globalReducers as unknown as Record<string, AnyReducer>;
  const store = createReduxStore(
    combineKeeping(staticReducers),
    preloadedState as never,
    composeEnhancers(applyMiddleware(late.middleware)),
  ) as unknown as InjectableStore;
  store.staticReducers = staticReducers;
  store.injectedReducers = {};
  store.injectedSagas = {};
  store.addMiddleware = late.add;
  return store;
}
