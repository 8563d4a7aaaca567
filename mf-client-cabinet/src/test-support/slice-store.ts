// A store holding only the given request slices under the cabinet's key, with their sagas running: a
// feature's sagas run whole against a fake api, and tests read what the pages read (the slices' state).
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { requestSlicesReducer, runWatchers, type RequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../lib/store-key';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sliceStore(slices: ReadonlyArray<RequestSlice<any, any>>, watchers: ReadonlyArray<() => Generator>) {
  const sagas = createSagaMiddleware();
  const store = createStore(combineReducers({ [STORE_KEY]: requestSlicesReducer(slices) }), applyMiddleware(sagas));
  sagas.run(runWatchers(watchers));
  return store;
}

/** Lets every pending fake answer and the puts after it run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake api call the test does not expect: it fails loudly. */
export const unexpected = (name: string) => async (): Promise<never> => {
  throw new Error(`unexpected call: ${name}`);
};
