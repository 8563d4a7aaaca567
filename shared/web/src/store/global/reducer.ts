import type { Reducer, UnknownAction } from 'redux';
import { DEFAULT_LOCALE, isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import {
  ADD_OPTIONAL_POPUP,
  PATCH_ROUTE_QUERY,
  REMOVE_OPTIONAL_POPUP,
  SET_BOOKING_SLOTS,
  SET_LOCALE,
  SET_MOBILE_TOOLBAR_TEXT,
  SET_ROUTE_QUERY,
  SET_SELECTED_SLOT,
  type GlobalAction,
} from '@rozmova/web/store/global/actions';
import {
  OPTIONAL_POPUP_IDS,
  type BookingWidgetData,
  type GlobalState,
  type OptionalPopupId,
  type PopupsState,
  type RouteQuery,
} from '@rozmova/web/store/global/types';

type Action = GlobalAction | UnknownAction;

export const locale: Reducer<MarketLocale, Action> = (state = DEFAULT_LOCALE, action) => {
  if (action.type === SET_LOCALE && isMarketLocale(action.payload)) return action.payload;
  return state;
};

export const mobileToolbar: Reducer<GlobalState['mobileToolbar'], Action> = (state = { text: '' }, action) => {
  if (action.type === SET_MOBILE_TOOLBAR_TEXT) return { text: String(action.payload ?? '') };
  return state;
};

function sameQuery(a: RouteQuery, b: RouteQuery): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export const routeQuery: Reducer<RouteQuery, Action> = (state = {}, action) => {
  if (action.type === SET_ROUTE_QUERY) {
    const next = action.payload as RouteQuery;
    return sameQuery(state, next) ? state : { ...next };
  }
  if (action.type === PATCH_ROUTE_QUERY) {
    const next: RouteQuery = { ...state };
    for (const [key, value] of Object.entries(action.payload as Record<string, unknown>)) {
      // A falsy value removes the param (docs/rules.md ).
      if (value === null || value === undefined || value === false || value === '' || value === 0) delete next[key];
      else next[key] = String(value);
    }
    return sameQuery(state, next) ? state : next;
  }
  return state;
};

const initialBooking: BookingWidgetData = { slots: [], selected_slot: null };

export const bookingWidgetData: Reducer<BookingWidgetData, Action> = (state = initialBooking, action) => {
  if (action.type === SET_BOOKING_SLOTS) return { ...state, slots: action.payload as BookingWidgetData['slots'] };
  if (action.type === SET_SELECTED_SLOT)
    return { ...state, selected_slot: action.payload as BookingWidgetData['selected_slot'] };
  return state;
};

function isOptionalPopupId(value: unknown): value is OptionalPopupId {
  return (OPTIONAL_POPUP_IDS as readonly unknown[]).includes(value);
}

export const popups: Reducer<PopupsState, Action> = (state = { optional_popups: [] }, action) => {
  if (action.type === ADD_OPTIONAL_POPUP && isOptionalPopupId(action.payload)) {
    if (state.optional_popups.includes(action.payload)) return state;
    return { optional_popups: [...state.optional_popups, action.payload] };
  }
  if (action.type === REMOVE_OPTIONAL_POPUP && state.optional_popups.includes(action.payload as OptionalPopupId)) {
    return { optional_popups: state.optional_popups.filter((id) => id !== action.payload) };
  }
  return state;
};

export const globalReducers = { locale, mobileToolbar, routeQuery, bookingWidgetData, popups };
