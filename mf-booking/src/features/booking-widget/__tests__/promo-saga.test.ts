import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { bookingWidgetReducer } from '../store/reducer';
import { createBookingWidgetSaga } from '../store/saga';
import { requestApplyPromo, requestDefaultPromo, selectSlot, setWidgetStep } from '../store/actions';
import type { ApplyPurchaseRuleInput, PurchaseRuleResponse } from '../store/types';

const lookup = { config_id: 'pl' as const, worker_id: 'w-1', service_id: SERVICE_IDS.couple };

/** A fake api answering each call with the next scripted response, remembering what it was asked. */
function fakeApi(...responses: Array<PurchaseRuleResponse | Error | Promise<PurchaseRuleResponse>>) {
  const calls: ApplyPurchaseRuleInput[] = [];
  const applyPurchaseRule = async (input: ApplyPurchaseRuleInput): Promise<PurchaseRuleResponse> => {
    calls.push(input);
    const next = responses.shift();
    if (next === undefined) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, applyPurchaseRule };
}

function setup(api: ReturnType<typeof fakeApi>) {
  const reloadPage = jest.fn();
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ booking: bookingWidgetReducer }), applyMiddleware(saga));
  saga.run(createBookingWidgetSaga({ applyPurchaseRule: api.applyPurchaseRule, reloadPage }));
  return { store, reloadPage, promo: () => store.getState().booking.promo_code_payment };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('default price lookup', () => {
  it('asks for the literal "default" code without tracking and stores the price rounded to 2 decimals', async () => {
    const api = fakeApi({ status: 200, body: { price_for_user: 299.456 } });
    const { store, promo, reloadPage } = setup(api);
    store.dispatch(requestDefaultPromo(lookup));
    expect(promo().default_promo).toEqual({ status: 'loading', error: null, price_for_user: null });
    await settle();
    expect(api.calls).toEqual([{ ...lookup, promo_code: 'default', track_mixpanel: false }]);
    expect(promo().default_promo).toEqual({ status: 'success', error: null, price_for_user: 299.46 });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('rounds half-cents up the way a person would (12.345 -> 12.35)', async () => {
    const { store, promo } = setup(fakeApi({ status: 200, body: { price_for_user: 12.345 } }));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo.price_for_user).toBe(12.35);
  });

  // Each of these lands just below the half cent once multiplied by 100 in binary, so a naive
  // Math.round(value * 100) / 100 rounds them down.
  it.each([
    [1.005, 1.01],
    [1.255, 1.26],
    [0.285, 0.29],
    [4.015, 4.02],
  ])('rounds %p to %p, not down by binary drift', async (raw, rounded) => {
    const { store, promo } = setup(fakeApi({ status: 200, body: { price_for_user: raw } }));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo.price_for_user).toBe(rounded);
  });

  it('rounds a price sent as text and one written with an exponent', async () => {
    const { store, promo } = setup(
      fakeApi({ status: 200, body: { price_for_user: '1.005' } }, { status: 200, body: { price_for_user: 1e-7 } }),
    );
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo.price_for_user).toBe(1.01);
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo.price_for_user).toBe(0);
  });

  it('starting a new lookup clears the previous error and price', async () => {
    let answer!: (r: PurchaseRuleResponse) => void;
    const pending = new Promise<PurchaseRuleResponse>((resolve) => (answer = resolve));
    const { store, promo } = setup(fakeApi({ status: 500, body: null }, pending));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo).toEqual({ status: 'error', error: 500, price_for_user: null });
    store.dispatch(requestDefaultPromo(lookup));
    expect(promo().default_promo).toEqual({ status: 'loading', error: null, price_for_user: null });
    answer({ status: 200, body: { price_for_user: 199 } });
    await settle();
    expect(promo().default_promo).toEqual({ status: 'success', error: null, price_for_user: 199 });
  });

  it('stores the HTTP status as the error and leaves the price empty', async () => {
    const { store, promo, reloadPage } = setup(fakeApi({ status: 404, body: { error: 'not_found' } }));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo).toEqual({ status: 'error', error: 404, price_for_user: null });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('treats any status other than 200 as failure, even a 2xx with a price', async () => {
    const { store, promo } = setup(fakeApi({ status: 201, body: { price_for_user: 10 } }));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo).toEqual({ status: 'error', error: 201, price_for_user: null });
  });

  it('reloads the page on 401', async () => {
    const { store, promo, reloadPage } = setup(fakeApi({ status: 401, body: { error: 'not_authenticated' } }));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(promo().default_promo.error).toBe(401);
  });

  it('records a lookup that got no response at all as error 0', async () => {
    const { store, promo, reloadPage } = setup(fakeApi(new TypeError('Failed to fetch')));
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    expect(promo().default_promo).toEqual({ status: 'error', error: 0, price_for_user: null });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('user-entered promo code', () => {
  it('sends the code with tracking, keeps the code and stores the rounded price', async () => {
    const api = fakeApi({ status: 200, body: { price_for_user: 239.2 / 3 } });
    const { store, promo } = setup(api);
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'SPRING20' }));
    expect(promo().applied_promo).toEqual({
      status: 'loading',
      error: null,
      price_for_user: null,
      promo_code: 'SPRING20',
    });
    await settle();
    expect(api.calls).toEqual([{ ...lookup, promo_code: 'SPRING20', track_mixpanel: true }]);
    expect(promo().applied_promo).toEqual({
      status: 'success',
      error: null,
      price_for_user: 79.73,
      promo_code: 'SPRING20',
    });
  });

  it('rounds a discounted price the way a person would (1.255 -> 1.26)', async () => {
    const { store, promo } = setup(fakeApi({ status: 200, body: { price_for_user: 1.255 } }));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'HALF' }));
    await settle();
    expect(promo().applied_promo).toEqual({ status: 'success', error: null, price_for_user: 1.26, promo_code: 'HALF' });
  });

  it('on failure stores the status and still keeps the entered code', async () => {
    const { store, promo, reloadPage } = setup(fakeApi({ status: 410, body: { error: 'promo_expired' } }));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'OLD' }));
    await settle();
    expect(promo().applied_promo).toEqual({ status: 'error', error: 410, price_for_user: null, promo_code: 'OLD' });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a new code clears the error and price of the previous one', async () => {
    let answer!: (r: PurchaseRuleResponse) => void;
    const pending = new Promise<PurchaseRuleResponse>((resolve) => (answer = resolve));
    const { store, promo } = setup(fakeApi({ status: 200, body: { price_for_user: 150 } }, pending));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'FIRST' }));
    await settle();
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'SECOND' }));
    expect(promo().applied_promo).toEqual({
      status: 'loading',
      error: null,
      price_for_user: null,
      promo_code: 'SECOND',
    });
    answer({ status: 422, body: null });
    await settle();
    expect(promo().applied_promo).toEqual({ status: 'error', error: 422, price_for_user: null, promo_code: 'SECOND' });
  });

  it('reloads the page on 401', async () => {
    const { store, promo, reloadPage } = setup(fakeApi({ status: 401, body: null }));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'SPRING20' }));
    await settle();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(promo().applied_promo).toMatchObject({ status: 'error', error: 401, promo_code: 'SPRING20' });
  });

  it('only the latest code counts when the client types a new one before the answer comes', async () => {
    let answerFirst!: (r: PurchaseRuleResponse) => void;
    const first = new Promise<PurchaseRuleResponse>((resolve) => (answerFirst = resolve));
    const { store, promo } = setup(fakeApi(first, { status: 200, body: { price_for_user: 100 } }));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'SLOW' }));
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'FAST' }));
    await settle();
    answerFirst({ status: 200, body: { price_for_user: 1 } });
    await settle();
    expect(promo().applied_promo).toEqual({ status: 'success', error: null, price_for_user: 100, promo_code: 'FAST' });
  });

  it('leaves the default price alone', async () => {
    const { store, promo } = setup(
      fakeApi({ status: 200, body: { price_for_user: 299 } }, { status: 404, body: null }),
    );
    store.dispatch(requestDefaultPromo(lookup));
    await settle();
    store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'NOPE' }));
    await settle();
    expect(promo().default_promo).toEqual({ status: 'success', error: null, price_for_user: 299 });
    expect(promo().applied_promo.error).toBe(404);
  });
});

describe('resets', () => {
  async function bookedUpState() {
    const ctx = setup(
      fakeApi({ status: 200, body: { price_for_user: 299 } }, { status: 200, body: { price_for_user: 239.2 } }),
    );
    ctx.store.dispatch(
      selectSlot({
        starts_at: '2026-12-01T10:00:00Z',
        ends_at: '2026-12-01T11:20:00Z',
        worker_id: 'w-1',
        worker_ids: ['w-1'],
      }),
    );
    ctx.store.dispatch(requestDefaultPromo(lookup));
    ctx.store.dispatch(requestApplyPromo({ ...lookup, promo_code: 'SPRING20' }));
    ctx.store.dispatch(setWidgetStep('review'));
    await settle();
    return ctx;
  }
  const idle = {
    default_promo: { status: 'idle', error: null, price_for_user: null },
    applied_promo: { status: 'idle', error: null, price_for_user: null, promo_code: null },
  };

  it('the full reset returns to the first step and clears slot and promo, keeping the service', async () => {
    const { store } = await bookedUpState();
    store.dispatch({ type: 'booking/RESET_WIDGET', payload: {} });
    expect(store.getState().booking).toEqual({
      widget_step: 'service_and_calendar_selection',
      selected_service: SERVICE_IDS.personal,
      selected_slot: null,
      promo_code_payment: idle,
    });
  });

  it('the full reset can switch to another service', async () => {
    const { store } = await bookedUpState();
    store.dispatch({ type: 'booking/RESET_WIDGET', payload: { service_id: SERVICE_IDS.couple } });
    expect(store.getState().booking.selected_service).toBe(SERVICE_IDS.couple);
    expect(store.getState().booking.widget_step).toBe('service_and_calendar_selection');
  });

  it('the promo reset clears only promo info', async () => {
    const { store } = await bookedUpState();
    store.dispatch({ type: 'booking/RESET_PROMO' });
    const state = store.getState().booking;
    expect(state.promo_code_payment).toEqual(idle);
    expect(state.widget_step).toBe('review');
    expect(state.selected_slot?.worker_id).toBe('w-1');
  });
});

describe('global booking-widget data', () => {
  it("follows the widget's selected slot, and a reset clears it", async () => {
    const { bookingWidgetData } = await import('@rozmova/web/store/global/reducer');
    const saga = createSagaMiddleware();
    const store = createStore(
      combineReducers({ booking: bookingWidgetReducer, bookingWidgetData }),
      applyMiddleware(saga),
    );
    saga.run(createBookingWidgetSaga({ applyPurchaseRule: fakeApi().applyPurchaseRule, reloadPage: jest.fn() }));
    store.dispatch(
      selectSlot({
        starts_at: '2026-12-01T10:00:00Z',
        ends_at: '2026-12-01T10:50:00Z',
        worker_id: null,
        worker_ids: ['w-1', 'w-2'],
      }),
    );
    store.dispatch({ type: 'booking/SELECT_WORKER', payload: { worker_id: 'w-2' } });
    expect(store.getState().bookingWidgetData.selected_slot).toMatchObject({
      starts_at: '2026-12-01T10:00:00Z',
      worker_id: 'w-2',
    });
    store.dispatch({ type: 'booking/RESET_WIDGET', payload: {} });
    expect(store.getState().bookingWidgetData.selected_slot).toBeNull();
  });
});
