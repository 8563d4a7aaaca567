import { combineKeeping, createRootStore } from '../store/create-store';
import { injectReducer, injectSaga } from '../store/inject';
import {
  addOptionalPopup,
  patchRouteQuery,
  removeOptionalPopup,
  setLocale,
  setRouteQuery,
  setSelectedSlot,
} from '../store/global/actions';
import { put, take } from 'redux-saga/effects';

test('the store holds the global slices (R-3.5) with their initial values', () => {
  const store = createRootStore();
  expect(store.getState()).toEqual({
    locale: 'ua',
    mobileToolbar: { text: '' },
    routeQuery: {},
    bookingWidgetData: { slots: [], selected_slot: null },
    popups: { optional_popups: [] },
  });
});

test('optional_popups is a list of unique popup identifiers: add and remove', () => {
  const store = createRootStore();
  store.dispatch(addOptionalPopup('consent_banner'));
  store.dispatch(addOptionalPopup('crisis_help_notice'));
  store.dispatch(addOptionalPopup('consent_banner'));
  expect(store.getState().popups.optional_popups).toEqual(['consent_banner', 'crisis_help_notice']);
  store.dispatch(addOptionalPopup('not_a_popup' as never));
  expect(store.getState().popups.optional_popups).toEqual(['consent_banner', 'crisis_help_notice']);
  store.dispatch(removeOptionalPopup('consent_banner'));
  expect(store.getState().popups.optional_popups).toEqual(['crisis_help_notice']);
  const before = store.getState().popups;
  store.dispatch(removeOptionalPopup('consent_banner'));
  expect(store.getState().popups).toBe(before);
});

test('hydrates from server state, keeping a slice whose reducer is injected later', () => {
  const store = createRootStore({ locale: 'pl', booking: { widget_step: 'service_and_calendar_selection' } });
  expect(store.getState().locale).toBe('pl');
  expect(store.getState().booking).toEqual({ widget_step: 'service_and_calendar_selection' });
  injectReducer(store, 'booking', (state = { widget_step: 'fresh' }) => state);
  expect(store.getState().booking).toEqual({ widget_step: 'service_and_calendar_selection' });
});

test('an unknown locale is ignored; a known one is set', () => {
  const store = createRootStore();
  store.dispatch(setLocale('xx' as never));
  expect(store.getState().locale).toBe('ua');
  store.dispatch(setLocale('ro'));
  expect(store.getState().locale).toBe('ro');
});

test('a falsy value removes a route query param', () => {
  const store = createRootStore();
  store.dispatch(setRouteQuery({ psychologist_id: '42', service: 'abc', utm_source: 'x' }));
  store.dispatch(patchRouteQuery({ psychologist_id: null, service: '' }));
  expect(store.getState().routeQuery).toEqual({ utm_source: 'x' });
  store.dispatch(patchRouteQuery({ psychologist_id: 7 }));
  expect(store.getState().routeQuery).toEqual({ utm_source: 'x', psychologist_id: '7' });
});

test('booking widget data keeps the selected slot', () => {
  const store = createRootStore();
  store.dispatch(setSelectedSlot({ starts_at: '2026-12-01T10:00:00Z' }));
  expect(store.getState().bookingWidgetData.selected_slot).toEqual({ starts_at: '2026-12-01T10:00:00Z' });
});

test('a global slice cannot be replaced by a remote', () => {
  expect(() => injectReducer(createRootStore(), 'locale', (s = 'x') => s)).toThrow(/global slice/);
});

test('an injected saga runs once per key, and its failure does not stop the others', () => {
  const store = createRootStore();
  injectReducer(store, 'demo', (state: number = 0, action) => (action.type === 'demo/PONG' ? state + 1 : state));
  const ping = function* () {
    for (;;) {
      yield take('demo/PING');
      yield put({ type: 'demo/PONG' });
    }
  };
  const crash = function* () {
    yield take('demo/PING');
    throw new Error('boom');
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  injectSaga(store, 'demo', ping);
  injectSaga(store, 'demo', ping);
  injectSaga(store, 'crash', crash);
  store.dispatch({ type: 'demo/PING' });
  store.dispatch({ type: 'demo/PING' });
  expect(store.getState().demo).toBe(2);
  errors.mockRestore();
});

test('combineKeeping returns the same state object when nothing changed', () => {
  const reducer = combineKeeping({ a: (s: number = 1) => s });
  const state = reducer(undefined, { type: 'init' });
  expect(reducer(state, { type: 'other' })).toBe(state);
});

test('the store runs no saga machinery until a saga is injected, then one for every remote', () => {
  const store = createRootStore();
  expect(store.runSaga).toBeUndefined();
  const seen: string[] = [];
  const watch = (name: string) =>
    function* () {
      for (;;) {
        const action: { type: string } = yield take('demo/PING');
        seen.push(`${name}:${action.type}`);
      }
    };
  store.dispatch({ type: 'demo/PING' });
  injectSaga(store, 'first', watch('first'));
  const runner = store.runSaga;
  injectSaga(store, 'second', watch('second'));
  // One saga middleware for the page: the second remote's saga runs on the first one's.
  expect(store.runSaga).toBe(runner);
  store.dispatch({ type: 'demo/PING' });
  expect(seen).toEqual(['first:demo/PING', 'second:demo/PING']);
});

test('a middleware added later sees every action after it, and a put from a saga passes it too', () => {
  const store = createRootStore();
  const passed: string[] = [];
  store.addMiddleware(() => (next) => (action) => {
    passed.push((action as { type: string }).type);
    return next(action);
  });
  injectSaga(store, 'echo', function* () {
    yield take('demo/PING');
    yield put({ type: 'demo/PONG' });
  });
  store.dispatch({ type: 'demo/PING' });
  expect(passed).toEqual(['demo/PING', 'demo/PONG']);
});
