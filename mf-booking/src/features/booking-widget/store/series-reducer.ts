import { BookingActionTypes } from '@rozmova/contracts/booking';
import { initialChoices } from '../lib/series-plan';
import { SeriesActionTypes as T, type BookingSeriesState, type SeriesAction } from './series-types';

export const initialBookingSeriesState: BookingSeriesState = {
  interval_weeks: null,
  count: 4,
  preview: { status: 'idle', items: [], error: null, for: null },
  choices: [],
  creation: { status: 'idle', error: null, result: null },
};

const idlePreview = initialBookingSeriesState.preview;
const idleCreation = initialBookingSeriesState.creation;

export function bookingSeriesReducer(
  state: BookingSeriesState = initialBookingSeriesState,
  action: SeriesAction | { type: string },
): BookingSeriesState {
  const a = action as SeriesAction | { type: typeof BookingActionTypes.SELECT_SLOT | typeof BookingActionTypes.RESET_WIDGET };
  switch (a.type) {
    case T.SET_REPEAT:
      return { ...state, ...a.payload, preview: idlePreview, choices: [], creation: idleCreation };
    case T.PREVIEW_REQUEST:
      return { ...state, preview: { ...idlePreview, status: 'loading' }, choices: [], creation: idleCreation };
    case T.PREVIEW_SUCCESS:
      return {
        ...state,
        preview: { status: 'success', items: a.payload.items, error: null, for: a.payload.for },
        choices: initialChoices(a.payload.items),
      };
    case T.PREVIEW_FAILURE:
      return { ...state, preview: { ...idlePreview, status: 'error', error: a.payload.error } };
    case T.CHOOSE: {
      const choices = [...state.choices];
      choices[a.payload.index] = a.payload.choice;
      return { ...state, choices };
    }
    case T.CREATE_REQUEST:
      return { ...state, creation: { status: 'loading', error: null, result: null } };
    case T.CREATE_SUCCESS:
      return { ...state, creation: { status: 'success', error: null, result: a.payload } };
    case T.CREATE_FAILURE:
      return { ...state, creation: { status: 'error', error: a.payload.error, result: null } };
    // Another first time, or starting over, makes the checked weeks meaningless.
    case BookingActionTypes.SELECT_SLOT:
    case BookingActionTypes.RESET_WIDGET:
    case T.RESET:
      return { ...initialBookingSeriesState, interval_weeks: state.interval_weeks, count: state.count };
    default:
      return state;
  }
}
