// The agenda's calls: the coming sessions, one page of a past month, and cancelling or moving a session
// (each followed by a fresh agenda so the list shows what the api now holds).
import { prefetchMinute } from '@rozmova/web/prefetch';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { GetBookingsQuery, WorkerBooking, WorkerBookings } from '../../../lib/api/get-bookings';
import type { FreeSlots } from '../../../lib/api/own-free-slots';
import type { CancelBookingInput, CancelBookingResult } from '../api/cancel-booking';
import type { RescheduleBookingInput } from '../api/reschedule-booking';
import type { EndSeriesInput } from '../api/end-series';
import type { MoveSeriesInput } from '../api/move-series';
import type { Series } from '@rozmova/contracts/schemas/series';

export const upcomingSlice = createRequestSlice<GetBookingsQuery, WorkerBookings>(STORE_KEY, 'agenda-upcoming');
export const pastSlice = createRequestSlice<GetBookingsQuery, WorkerBookings>(STORE_KEY, 'agenda-past');
export const cancelSlice = createRequestSlice<CancelBookingInput, CancelBookingResult>(STORE_KEY, 'agenda-cancel');
export const rescheduleSlice = createRequestSlice<RescheduleBookingInput, WorkerBooking>(
  STORE_KEY,
  'agenda-reschedule',
);
export const moveSeriesSlice = createRequestSlice<MoveSeriesInput, Series>(STORE_KEY, 'agenda-move-series');
export const endSeriesSlice = createRequestSlice<EndSeriesInput, Series>(STORE_KEY, 'agenda-end-series');
/** The free times a session can move to (the next two weeks of the therapist's own calendar). */
export const moveTimesSlice = createRequestSlice<{ service_id: string }, FreeSlots>(STORE_KEY, 'agenda-move-times');

export const AGENDA_DAYS = 7;

/** From the start of today (a day back covers every market zone) to a week ahead; cancelled ones too. */
export function agendaQuery(now: Date): GetBookingsQuery {
  // To the minute, as the agenda's HTML asked (@rozmova/web/prefetch): the same address, so its answer is taken.
  const start = prefetchMinute(now.getTime()).getTime();
  const from = new Date(start - 24 * 3600_000);
  const to = new Date(start + (AGENDA_DAYS + 1) * 24 * 3600_000);
  return { from: from.toISOString(), to: to.toISOString(), status: 'all', per_page: 200 };
}

export interface AgendaApi {
  getBookings: (query: GetBookingsQuery) => Promise<WorkerBookings>;
  cancelBooking: (input: CancelBookingInput) => Promise<CancelBookingResult>;
  rescheduleBooking: (input: RescheduleBookingInput) => Promise<WorkerBooking>;
  moveSeries: (input: MoveSeriesInput) => Promise<Series>;
  endSeries: (input: EndSeriesInput) => Promise<Series>;
  getOwnSlotsAhead: (query: { service_id: string }) => Promise<FreeSlots>;
  now: () => Date;
}

export function agendaSagas(api: AgendaApi) {
  const refresh = () => [upcomingSlice.request(agendaQuery(api.now()))];
  return [
    upcomingSlice.saga(api.getBookings),
    pastSlice.saga(api.getBookings),
    cancelSlice.saga(api.cancelBooking, refresh),
    rescheduleSlice.saga(api.rescheduleBooking, refresh),
    moveSeriesSlice.saga(api.moveSeries, refresh),
    endSeriesSlice.saga(api.endSeries, refresh),
    moveTimesSlice.saga(api.getOwnSlotsAhead),
  ];
}

export const agendaSlices = [
  upcomingSlice,
  pastSlice,
  cancelSlice,
  rescheduleSlice,
  moveSeriesSlice,
  endSeriesSlice,
  moveTimesSlice,
];
