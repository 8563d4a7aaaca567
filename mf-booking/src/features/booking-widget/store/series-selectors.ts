import { plannedSlots, planProblem } from '../lib/series-plan';
import { initialBookingSeriesState } from './series-reducer';
import { BOOKING_SERIES_STORE_KEY, type BookingSeriesState } from './series-types';

type WithSeries = { [BOOKING_SERIES_STORE_KEY]?: BookingSeriesState };

export const selectBookingSeries = (state: WithSeries): BookingSeriesState =>
  state[BOOKING_SERIES_STORE_KEY] ?? initialBookingSeriesState;

export const selectSeriesPlan = (state: WithSeries) => {
  const series = selectBookingSeries(state);
  return plannedSlots(series.preview.items, series.choices);
};

export const selectSeriesProblem = (state: WithSeries) => {
  const series = selectBookingSeries(state);
  return planProblem(series.preview.items, series.choices);
};
