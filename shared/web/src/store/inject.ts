// How a remote adds its slice and saga to the shell's store when it mounts (docs/architecture.md C-2).
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { combineKeeping, type AnyReducer, type InjectableStore } from '@rozmova/web/store/create-store';

export function injectReducer(store: InjectableStore, key: string, reducer: AnyReducer): void {
  if (store.staticReducers[key]) throw new Error(`injectReducer: "${key}" is a global slice of the shell`);
  if (store.injectedReducers[key] === reducer) return;
  store.injectedReducers[key] = reducer;
  store.replaceReducer(combineKeeping({ ...store.staticReducers, ...store.injectedReducers }) as never);
}

/**
 * The store's saga runner. The shell's store starts without redux-saga (create-store.ts); the first saga
 * injected brings the one saga middleware of the page, which sees every action dispatched from then on.
 * A remote's first actions are dispatched after its sagas are injected (useInjectSlices runs before its
 * pages render), so no saga misses one.
 */
function sagaRunner(store: InjectableStore): NonNullable<InjectableStore['runSaga']> {
  if (!store.runSaga) {
    const sagaMiddleware = createSagaMiddleware({
      // A failing saga is reported, never rethrown into the shell's render.
      onError: (error) => console.error('[saga]', error),
    });
    store.addMiddleware(sagaMiddleware);
    store.runSaga = sagaMiddleware.run as NonNullable<InjectableStore['runSaga']>;
  }
  return store.runSaga;
}

/** Runs the saga once per key for the life of the page; remounting the remote does not start a twin. */
export function injectSaga(store: InjectableStore, key: string, saga: Saga): void {
  if (store.injectedSagas[key]) return;
  // spawn: an error in one remote's saga cannot cancel the others.
  store.injectedSagas[key] = sagaRunner(store)(function* injected() {
    yield spawn(saga);
  });
}

/** Injects before children that select the slice render; returns true once the slice exists. */
export function useInjectReducer(key: string, reducer: AnyReducer): boolean {
  const store = useStore() as unknown as InjectableStore;
  const [ready, setReady] = useState(() => store.injectedReducers[key] === reducer);
  useLayoutEffect(() => {
    injectReducer(store, key, reducer);
    setReady(true);
  }, [store, key, reducer]);
  return ready;
}

export function useInjectSaga(key: string, saga: Saga): boolean {
  const store = useStore() as unknown as InjectableStore;
  const [ready, setReady] = useState(() => Boolean(store.injectedSagas[key]));
  useLayoutEffect(() => {
    injectSaga(store, key, saga);
    setReady(true);
  }, [store, key, saga]);
  return ready;
}

/** One slice a remote keeps in the shell's store: its key, reducer and (optionally) saga. */
export interface RemoteSlice {
  key: string;
  reducer: AnyReducer;
  saga?: Saga;
}

/**
 * Injects a remote's slices (its `src/app/store.ts`) before its pages render; true once they all exist.
 * The list must be a module constant: the same array on every render.
 */
export function useInjectSlices(slices: readonly RemoteSlice[]): boolean {
  const store = useStore() as unknown as InjectableStore;
  const [ready, setReady] = useState(() =>
    slices.every((slice) => store.injectedReducers[slice.key] === slice.reducer),
  );
  useLayoutEffect(() => {
    for (const slice of slices) injectReducer(store, slice.key, slice.reducer);
    for (const slice of slices) if (slice.saga) injectSaga(store, slice.key, slice.saga);
    setReady(true);
  }, [store, slices]);
  return ready;
}
