import { BookingActionTypes } from '@rozmova/contracts/booking';
import { initialChoices } from '../lib/series-plan';
import { SeriesActionTypes as T, type BookingSeriesState, type SeriesAction } from './series-types';

export const initialBookingSeriesState: BookingSeriesState = {
  every_weeks: null,
  payment: 'pay_per_occurrence',
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
  const a = action as
    SeriesAction | { type: typeof BookingActionTypes.SELECT_SLOT | typeof BookingActionTypes.RESET_WIDGET };
  switch (a.type) {
    case T.SET_REPEAT:
      return { ...state, ...a.payload, preview: idlePreview, choices: [], creation: idleCreation };
    case T.PREVIEW_REQUEST:
      // A refused booking's reason stays on screen while the weeks are checked again.
      return { ...state, preview: { ...idlePreview, status: 'loading' }, choices: [] };
    case T.PREVIEW_SUCCESS:
      return {
        ...state,
        preview: { status: 'success', items: a.payload.items, error: null, for: a.payload.for },
        choices: initialChoices(a.payload.items),
      };
    case T.PREVIEW_FAILURE:
      // Answered for this question, so it is not asked again by itself; the client retries.
      return { ...state, preview: { ...idlePreview, status: 'error', error: a.payload.error, for: a.payload.for } };
    case T.CHOOSE: {
      const choices = [...state.choices];
      choices[a.payload.index] = a.payload.choice;
      return { ...state, choices };
    }
    case T.SET_PAYMENT:
      return { ...state, payment: a.payload.payment };
    case T.CREATE_REQUEST:
      return { ...state, creation: { status: 'loading', error: null, result: null } };
    case T.CREATE_SUCCESS:
      return { ...state, creation: { status: 'success', error: null, result: a.payload } };
    case T.CREATE_FAILURE:
      // A week taken meanwhile (or any refusal): the check the client settled is stale, so it is asked again.
      return {
        ...state,
        preview: { ...state.preview, for: null },
        creation: { status: 'error', error: a.payload.error, result: null },
      };
    // Another first time, or starting over, makes the checked weeks meaningless.
    case BookingActionTypes.SELECT_SLOT:
    case BookingActionTypes.RESET_WIDGET:
    case T.RESET:
      return {
        ...initialBookingSeriesState,
        every_weeks: state.every_weeks,
        count: state.count,
        payment: state.payment,
      };
    default:
      return state;
  }
}
