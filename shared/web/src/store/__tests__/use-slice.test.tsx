/** @jest-environment jsdom */
// A component asks for a slice's data and reads it; the saga does the fetching.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createRootStore } from '../create-store';
import { injectReducer, injectSaga } from '../inject';
import { createRequestSlice, requestSlicesReducer, runWatchers } from '../request-slice';
import { useRequest } from '../use-slice';

const slice = createRequestSlice<{ id: string } | null, string>('demo', 'item');
let asked: string[] = [];
let container: HTMLDivElement;
let root: Root;
let reload: () => void = () => undefined;

function Item({ id }: { id: string | null }): React.JSX.Element {
  // A new args object on every render: only its content counts.
  const state = useRequest(slice, id === null ? null : { id });
  reload = state.reload;
  return <p>{`${state.status}:${state.data ?? ''}`}</p>;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

async function show(id: string | null, store: ReturnType<typeof createRootStore>) {
  await act(async () =>
    root.render(
      <Provider store={store}>
        <Item id={id} />
      </Provider>,
    ),
  );
}

test('asks on mount and when the args change, not on a re-render with the same args; reload asks again', async () => {
  asked = [];
  container = document.createElement('div');
  root = createRoot(container);
  const store = createRootStore();
  injectReducer(store, 'demo', requestSlicesReducer([slice]));
  injectSaga(
    store,
    'demo',
    runWatchers([
      slice.saga(async (args) => {
        asked.push(args!.id);
        return `item ${args!.id}`;
      }),
    ]),
  );
  await show(null, store);
  expect(asked).toEqual([]);
  expect(container.textContent).toBe('idle:');
  await show('a', store);
  expect(container.textContent).toBe('ready:item a');
  await show('a', store);
  await show('b', store);
  expect(asked).toEqual(['a', 'b']);
  expect(container.textContent).toBe('ready:item b');
  await act(async () => reload());
  expect(asked).toEqual(['a', 'b', 'b']);
  act(() => root.unmount());
});
