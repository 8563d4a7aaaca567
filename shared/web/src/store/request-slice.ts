// One shape for every call a remote makes through the shell's store (server data): request -> success |
// failure, the state of the last call (status, data, error, args) under `<storeKey>.<name>`, and a saga
// that runs the api call it is given (so tests run it against a fake api). Components only dispatch
// `request(args)` and read the state (useSlice / useRequest); the fetch itself always runs in the saga.
import { combineReducers, type Reducer } from 'redux';
import { all, call, put, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure, type ApiFailure } from '@rozmova/web/api-client';

export type RequestStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RequestState<Args, Data> {
  status: RequestStatus;
  data: Data | null;
  error: ApiFailure | null;
  args: Args | null;
}

export interface RequestAction<Args, Data> {
  type: string;
  args?: Args;
  data?: Data;
  error?: ApiFailure;
  [extra: string]: unknown;
}

/** An action put after a success (reload a list, replace loaded data with the answer). */
export type FollowUp = { type: string; [extra: string]: unknown };

export interface RequestSlice<Args, Data> {
  /** The key of the remote's slice of the shell's store (`workerCabinet`, `clientCabinet`, `payments`). */
  storeKey: string;
  name: string;
  types: { request: string; success: string; failure: string; reset: string };
  request: (args: Args) => RequestAction<Args, Data>;
  success: (data: Data, args: Args) => RequestAction<Args, Data>;
  failure: (error: ApiFailure, args: Args) => RequestAction<Args, Data>;
  reset: () => RequestAction<Args, Data>;
  reducer: Reducer<RequestState<Args, Data>>;
  /**
   * Watches `request` and calls `api`; `then` names the actions put after a success. The latest request wins,
   * or with `{ leading: true }` (starting a purchase) a request while one runs is dropped: a double click
   * never reaches the api twice.
   */
  saga: (
    api: (args: Args) => Promise<Data>,
    then?: (data: Data, args: Args) => FollowUp[],
    options?: { leading?: boolean },
  ) => () => Generator;
  select: (root: unknown) => RequestState<Args, Data>;
}

const asApiError = (error: unknown): ApiFailure => toApiFailure(error, 'unexpected');

/** `workerCabinet` -> `worker-cabinet`: the prefix of the slice's action types. */
const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function initialRequestState<Args, Data>(): RequestState<Args, Data> {
  return { status: 'idle', data: null, error: null, args: null };
}

export function createRequestSlice<Args, Data>(storeKey: string, name: string): RequestSlice<Args, Data> {
  const prefix = `${kebab(storeKey)}/${name}`;
  const types = {
    request: `${prefix}/request`,
    success: `${prefix}/success`,
    failure: `${prefix}/failure`,
    reset: `${prefix}/reset`,
  };
  const initial = initialRequestState<Args, Data>();

  const reducer: Reducer<RequestState<Args, Data>> = (state = initial, action) => {
    const a = action as RequestAction<Args, Data>;
    switch (a.type) {
      case types.request:
        // The data of the last answer stays while the next one loads, so lists do not blink.
        return { ...state, status: 'loading', error: null, args: a.args ?? null };
      case types.success:
        return { status: 'ready', data: a.data ?? null, error: null, args: a.args ?? null };
      case types.failure:
        return { ...state, status: 'failed', error: a.error ?? null };
      case types.reset:
        return initial;
      default:
        return state;
    }
  };

  const slice: RequestSlice<Args, Data> = {
    storeKey,
    name,
    types,
    request: (args) => ({ type: types.request, args }),
    success: (data, args) => ({ type: types.success, data, args }),
    failure: (error, args) => ({ type: types.failure, error, args }),
    reset: () => ({ type: types.reset }),
    reducer,
    saga: (api, then, options) =>
      function* watch() {
        const take = options?.leading ? takeLeading : takeLatest;
        yield take(types.request, function* work(action: RequestAction<Args, Data>) {
          const args = action.args as Args;
          let data: Data;
          try {
            data = (yield call(api, args)) as Data;
          } catch (error) {
            yield put(slice.failure(asApiError(error), args));
            return;
          }
          yield put(slice.success(data, args));
          for (const followUp of then?.(data, args) ?? []) yield put(followUp);
        });
      },
    select: (root) => (root as Record<string, Record<string, RequestState<Args, Data>>>)[storeKey]?.[name] ?? initial,
  };
  return slice;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySlice = RequestSlice<any, any>;

/** The reducer of a remote's slice: one entry per request slice, by name (what `select` reads). */
export function requestSlicesReducer(slices: readonly AnySlice[]): Reducer {
  const names = new Set<string>();
  for (const slice of slices) {
    if (names.has(slice.name)) throw new Error(`requestSlicesReducer: two slices named "${slice.name}"`);
    names.add(slice.name);
  }
  return combineReducers(Object.fromEntries(slices.map((slice) => [slice.name, slice.reducer])));
}

/** Runs every watcher side by side; spawn: one watcher failing cannot stop the others. */
export function runWatchers(watchers: ReadonlyArray<() => Generator>): () => Generator {
  return function* watchers_() {
    yield all(watchers.map((watcher) => spawn(watcher)));
  };
}
