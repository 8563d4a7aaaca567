// The one request shape every remote's server data uses, run as a whole saga in a real store.
import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { createRequestSlice, requestSlicesReducer, runWatchers } from '../request-slice';
import { ApiError } from '@rozmova/web/api-client';

const STORE_KEY = 'someRemote';

function storeWith<A, D>(slices: Array<ReturnType<typeof createRequestSlice<A, D>>>) {
  const sagas = createSagaMiddleware();
  const store = createStore(combineReducers({ [STORE_KEY]: requestSlicesReducer(slices) }), applyMiddleware(sagas));
  return { store, run: sagas.run };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the latest request wins: an older answer arriving later never overwrites a newer one', async () => {
  const slice = createRequestSlice<string, string>(STORE_KEY, 'search');
  const { store, run } = storeWith([slice]);
  const answers = new Map<string, (value: string) => void>();
  run(slice.saga((query) => new Promise<string>((resolve) => answers.set(query, resolve))));
  store.dispatch(slice.request('old'));
  store.dispatch(slice.request('new'));
  answers.get('new')!('results for new');
  await flush();
  answers.get('old')!('results for old');
  await flush();
  expect(slice.select(store.getState())).toEqual({
    status: 'ready',
    data: 'results for new',
    error: null,
    args: 'new',
  });
});

test('a leading slice drops a request while one runs (a double click starts one purchase), then takes the next', async () => {
  const slice = createRequestSlice<string, string>(STORE_KEY, 'purchase');
  const { store, run } = storeWith([slice]);
  const asked: string[] = [];
  const answers: Array<(value: string) => void> = [];
  run(
    slice.saga(
      (item) => {
        asked.push(item);
        return new Promise<string>((resolve) => answers.push(resolve));
      },
      undefined,
      { leading: true },
    ),
  );
  store.dispatch(slice.request('first'));
  store.dispatch(slice.request('second'));
  answers[0]!('order 1');
  await flush();
  expect(asked).toEqual(['first']);
  expect(slice.select(store.getState())).toMatchObject({ status: 'ready', data: 'order 1' });
  store.dispatch(slice.request('again'));
  answers[1]!('order 2');
  await flush();
  expect(asked).toEqual(['first', 'again']);
  expect(slice.select(store.getState())).toMatchObject({ status: 'ready', data: 'order 2', args: 'again' });
});

test('a failure keeps the last data, records the api error, and follow-ups run only after a success', async () => {
  const list = createRequestSlice<void, string[]>(STORE_KEY, 'list');
  const save = createRequestSlice<string, string>(STORE_KEY, 'save');
  const { store, run } = storeWith([list, save] as never);
  let calls = 0;
  run(list.saga(async () => [`item ${(calls += 1)}`]));
  run(
    save.saga(
      async (name) => {
        if (name === 'bad')
          throw new ApiError(400, {
            error: 'validation_failed',
            message: 'x',
            details: [{ field: 'name', rule: 'minLength' }],
          });
        return name;
      },
      () => [list.request(undefined)],
    ),
  );
  store.dispatch(list.request(undefined));
  await flush();
  store.dispatch(save.request('bad'));
  await flush();
  expect(save.select(store.getState())).toMatchObject({
    status: 'failed',
    error: { status: 400, details: [{ field: 'name', rule: 'minLength' }] },
  });
  expect(list.select(store.getState()).data).toEqual(['item 1']);
  store.dispatch(save.request('good'));
  await flush();
  await flush();
  expect(save.select(store.getState())).toMatchObject({ status: 'ready', data: 'good' });
  expect(list.select(store.getState()).data).toEqual(['item 2']);
  store.dispatch(save.reset());
  expect(save.select(store.getState()).status).toBe('idle');
});

test('a thrown value that is not an api error becomes one, so pages always have a code to translate', async () => {
  const slice = createRequestSlice<void, string>(STORE_KEY, 'boom');
  const { store, run } = storeWith([slice]);
  run(
    slice.saga(async () => {
      throw new Error('kaput');
    }),
  );
  store.dispatch(slice.request(undefined));
  await flush();
  expect(slice.select(store.getState()).error).toEqual({ error: 'unexpected', message: 'kaput', status: 0 });
});

test("action types carry the remote's prefix, so two remotes' slices of one name never answer each other", async () => {
  const mine = createRequestSlice<void, string>('workerCabinet', 'profile');
  const theirs = createRequestSlice<void, string>('clientCabinet', 'profile');
  expect(mine.types.request).toBe('worker-cabinet/profile/request');
  const sagas = createSagaMiddleware();
  const store = createStore(
    combineReducers({
      workerCabinet: requestSlicesReducer([mine]),
      clientCabinet: requestSlicesReducer([theirs]),
    }),
    applyMiddleware(sagas),
  );
  sagas.run(runWatchers([mine.saga(async () => 'mine'), theirs.saga(async () => 'theirs')]));
  store.dispatch(mine.request(undefined));
  await flush();
  expect(mine.select(store.getState())).toMatchObject({ status: 'ready', data: 'mine' });
  expect(theirs.select(store.getState()).status).toBe('idle');
});

test('a remote cannot register two slices under one name (one would silently shadow the other)', () => {
  const a = createRequestSlice<void, string>(STORE_KEY, 'same');
  const b = createRequestSlice<void, number>(STORE_KEY, 'same');
  expect(() => requestSlicesReducer([a, b])).toThrow('two slices named "same"');
});
