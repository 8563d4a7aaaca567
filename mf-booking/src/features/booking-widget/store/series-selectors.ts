import { plannedSlots, planProblem, type PlannedSlot } from '../lib/series-plan';
import { initialBookingSeriesState } from './series-reducer';
import { BOOKING_SERIES_STORE_KEY, type BookingSeriesState } from './series-types';

type WithSeries = { [BOOKING_SERIES_STORE_KEY]?: BookingSeriesState };

export const selectBookingSeries = (state: WithSeries): BookingSeriesState =>
  state[BOOKING_SERIES_STORE_KEY] ?? initialBookingSeriesState;

// The plan is a new list each time it is worked out: kept while the weeks and choices are the same objects,
// so components re-render only when it changes.
let lastPlan: { items: unknown; choices: unknown; plan: PlannedSlot[] } | null = null;

export const selectSeriesPlan = (state: WithSeries): PlannedSlot[] => {
  const { preview, choices } = selectBookingSeries(state);
  if (lastPlan?.items !== preview.items || lastPlan.choices !== choices) {
    lastPlan = { items: preview.items, choices, plan: plannedSlots(preview.items, choices) };
  }
  return lastPlan.plan;
};

export const selectSeriesProblem = (state: WithSeries) => {
  const series = selectBookingSeries(state);
  return planProblem(series.preview.items, series.choices);
};
