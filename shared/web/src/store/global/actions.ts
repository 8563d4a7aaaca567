import type { MarketLocale } from '@rozmova/contracts/markets';
import type { OptionalPopupId, RouteQuery, Slot } from '@rozmova/web/store/global/types';

export const SET_LOCALE = 'global/SET_LOCALE' as const;
export const SET_MOBILE_TOOLBAR_TEXT = 'global/SET_MOBILE_TOOLBAR_TEXT' as const;
export const SET_ROUTE_QUERY = 'global/SET_ROUTE_QUERY' as const;
export const PATCH_ROUTE_QUERY = 'global/PATCH_ROUTE_QUERY' as const;
export const SET_BOOKING_SLOTS = 'global/SET_BOOKING_SLOTS' as const;
export const SET_SELECTED_SLOT = 'global/SET_SELECTED_SLOT' as const;
export const ADD_OPTIONAL_POPUP = 'global/ADD_OPTIONAL_POPUP' as const;
export const REMOVE_OPTIONAL_POPUP = 'global/REMOVE_OPTIONAL_POPUP' as const;

export const setLocale = (locale: MarketLocale) => ({ type: SET_LOCALE, payload: locale });
export const setMobileToolbarText = (text: string) => ({ type: SET_MOBILE_TOOLBAR_TEXT, payload: text });
/** Replaces the query params wholesale (the shell does this on every navigation). */
export const setRouteQuery = (query: RouteQuery) => ({ type: SET_ROUTE_QUERY, payload: query });
/** Sets or (with a falsy value) removes some params; the shell mirrors the synced pair into the address bar. */
export const patchRouteQuery = (patch: Record<string, string | number | null | undefined | false>) => ({
  type: PATCH_ROUTE_QUERY,
  payload: patch,
});
export const setBookingSlots = (slots: Slot[]) => ({ type: SET_BOOKING_SLOTS, payload: slots });
export const setSelectedSlot = (slot: Slot | null) => ({ type: SET_SELECTED_SLOT, payload: slot });

/** An optional popup is on screen; adding one already listed changes nothing (the ids stay unique). */
export const addOptionalPopup = (id: OptionalPopupId) => ({ type: ADD_OPTIONAL_POPUP, payload: id });
/** An optional popup is gone (closed, answered, or its page left). */
export const removeOptionalPopup = (id: OptionalPopupId) => ({ type: REMOVE_OPTIONAL_POPUP, payload: id });

export type GlobalAction =
  | ReturnType<typeof setLocale>
  | ReturnType<typeof setMobileToolbarText>
  | ReturnType<typeof setRouteQuery>
  | ReturnType<typeof patchRouteQuery>
  | ReturnType<typeof setBookingSlots>
  | ReturnType<typeof setSelectedSlot>
  | ReturnType<typeof addOptionalPopup>
  | ReturnType<typeof removeOptionalPopup>;
