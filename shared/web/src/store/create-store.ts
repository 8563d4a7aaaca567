// The one store of the page, created by the shell. Remotes add their reducers and sagas later through
// `@rozmova/web/store/inject`; state the server sent for a slice not injected yet is kept until then.
import {
  applyMiddleware,
  compose,
  legacy_createStore as createReduxStore,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { globalReducers } from '@rozmova/web/store/global/reducer';
import type { GlobalState } from '@rozmova/web/store/global/types';
// window.__PRELOADED_STATE__ is declared with the runtime config.
import type {} from '@rozmova/web/runtime-config';

export type AnyReducer = Reducer<any, UnknownAction>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface InjectableStore extends Store<GlobalState & Record<string, unknown>> {
  staticReducers: Record<string, AnyReducer>;
  injectedReducers: Record<string, AnyReducer>;
  injectedSagas: Record<string, Task>;
  runSaga: <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;
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

export function createRootStore(preloadedState?: Record<string, unknown>): InjectableStore {
  const sagaMiddleware = createSagaMiddleware({
    // A failing saga is reported, never rethrown into the shell's render.
    onError: (error) => console.error('[saga]', error),
  });
  const composeEnhancers = (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  const staticReducers = globalReducers as unknown as Record<string, AnyReducer>;
  const store = createReduxStore(
    combineKeeping(staticReducers),
    preloadedState as never,
    composeEnhancers(applyMiddleware(sagaMiddleware)),
  ) as unknown as InjectableStore;
  store.staticReducers = staticReducers;
  store.injectedReducers = {};
  store.injectedSagas = {};
  store.runSaga = sagaMiddleware.run as InjectableStore['runSaga'];
  return store;
}
