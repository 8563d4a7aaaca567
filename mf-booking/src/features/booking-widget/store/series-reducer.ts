import { BookingActionTypes } from '@rozmova/contracts/booking';
import { initialChoices } from '../lib/series-plan';
import type { RequestAction } from '@rozmova/web/store/request-slice';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import { SeriesActionTypes as T, type BookingSeriesState, type SeriesAction } from './series-types';
import type { CreatedSeries, SeriesCreateInput, SeriesPreviewInput } from './series-types';
import { previewKey } from './series-actions';
import { seriesCreateSlice, seriesPreviewSlice } from './series-slices';

const P = seriesPreviewSlice.types;
const C = seriesCreateSlice.types;
type PreviewAction = RequestAction<SeriesPreviewInput, SeriesPreview>;
type CreateAction = RequestAction<SeriesCreateInput, CreatedSeries>;

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
  switch (action.type) {
    // The calls' answers (series-slices.ts): what the planner shows and the client settles.
    case P.request:
      // A refused booking's reason stays on screen while the weeks are checked again.
      return { ...state, preview: { ...idlePreview, status: 'loading' }, choices: [] };
    case P.success: {
      const { data, args } = action as PreviewAction;
      const items = data!.occurrences;
      return {
        ...state,
        preview: { status: 'success', items, error: null, for: previewKey(args!) },
        choices: initialChoices(items),
      };
    }
    case P.failure: {
      const { error, args } = action as PreviewAction;
      // Answered for this question, so it is not asked again by itself; the client retries.
      return {
        ...state,
        preview: { ...idlePreview, status: 'error', error: error?.error ?? null, for: previewKey(args!) },
      };
    }
    case C.request:
      return { ...state, creation: { status: 'loading', error: null, result: null } };
    case C.success:
      return { ...state, creation: { status: 'success', error: null, result: (action as CreateAction).data! } };
    case C.failure:
      // A week taken meanwhile (or any refusal): the check the client settled is stale, so it is asked again.
      return {
        ...state,
        preview: { ...state.preview, for: null },
        creation: { status: 'error', error: (action as CreateAction).error?.error ?? null, result: null },
      };
  }
  const a = action as
    SeriesAction | { type: typeof BookingActionTypes.SELECT_SLOT | typeof BookingActionTypes.RESET_WIDGET };
  switch (a.type) {
    case T.SET_REPEAT:
      return { ...state, ...a.payload, preview: idlePreview, choices: [], creation: idleCreation };
    case T.CHOOSE: {
      const choices = [...state.choices];
      choices[a.payload.index] = a.payload.choice;
      return { ...state, choices };
    }
    case T.SET_PAYMENT:
      return { ...state, payment: a.payload.payment };
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
