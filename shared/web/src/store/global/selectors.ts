import type { GlobalState, OptionalPopupId } from '@rozmova/web/store/global/types';

export const selectLocale = (state: GlobalState) => state.locale;
export const selectMobileToolbarText = (state: GlobalState) => state.mobileToolbar.text;
export const selectRouteQuery = (state: GlobalState) => state.routeQuery;
export const selectBookingSlots = (state: GlobalState) => state.bookingWidgetData.slots;
export const selectSelectedSlot = (state: GlobalState) => state.bookingWidgetData.selected_slot;
export const selectOptionalPopups = (state: GlobalState) => state.popups.optional_popups;
export const selectIsPopupOpen = (id: OptionalPopupId) => (state: GlobalState) =>
  state.popups.optional_popups.includes(id);
