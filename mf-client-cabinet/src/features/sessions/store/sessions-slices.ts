// The client's sessions as request slices: the upcoming and past lists, one session, and cancelling or moving
// it. After a change, successful or not, the session is read again so the page shows it as the api now has it.
import { put, takeEvery } from 'redux-saga/effects';
import { createRequestSlice, type RequestAction } from '@rozmova/web/store/request-slice';
import type { ApiFailure } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { STORE_KEY } from '../../../lib/store-key';
import type { AppointmentRemindersResponse } from '@rozmova/contracts/schemas/reminders';
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import { CALENDAR_DAYS, type CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import type { Appointment, AppointmentPage, CancelResult, FreeSlots, RefundTo, SessionsApi } from '../api/sessions-api';

export const PAST_PER_PAGE = 10;
export const UPCOMING_PER_PAGE = 50;

export interface ListArgs {
  locale: MarketLocale;
  page: number;
}
export interface SessionArgs {
  locale: MarketLocale;
  id: string;
}
export interface CancelArgs extends SessionArgs {
  refundTo: RefundTo;
}
export interface RescheduleArgs extends SessionArgs {
  startsAt: string;
  /** A series session: move every later session of the series the same way (/v4/series/move). */
  alsoFollowing?: boolean;
}

export const upcomingSlice = createRequestSlice<ListArgs, AppointmentPage>(STORE_KEY, 'sessions-upcoming');
export const pastSlice = createRequestSlice<ListArgs, AppointmentPage>(STORE_KEY, 'sessions-past');
export const detailsSlice = createRequestSlice<SessionArgs, Appointment>(STORE_KEY, 'session-details');
export const cancelSlice = createRequestSlice<CancelArgs, CancelResult>(STORE_KEY, 'session-cancel');
export const rescheduleSlice = createRequestSlice<RescheduleArgs, unknown>(STORE_KEY, 'session-reschedule');
export const remindersSlice = createRequestSlice<
  { locale: MarketLocale; appointmentId: string },
  AppointmentRemindersResponse
>(STORE_KEY, 'session-reminders');

export interface MoveTimesArgs {
  locale: MarketLocale;
  workerId: string;
  serviceId: string;
}
/** Free times of the session's own therapist and session type, shaped for the shared calendar. */
export interface MoveTimes {
  therapistZone: string;
  slots: CalendarSlot[];
}
export const moveTimesSlice = createRequestSlice<MoveTimesArgs, MoveTimes>(STORE_KEY, 'session-move-times');

/** The api's own rule (contracts' booking-terms): no time inside the therapist's notice is offered. */
export function moveTimesFrom(free: FreeSlots, workerId: string, now: number): MoveTimes {
  return {
    therapistZone: free.time_zone,
    slots: free.slots
      .filter((s) => isBookableStart(s.starts_at, now, free.notice_minutes))
      .map((s) => ({
        starts_at: new Date(s.starts_at).toISOString(),
        ends_at: new Date(s.ends_at).toISOString(),
        worker_ids: [workerId],
      })),
  };
}

/** The new times a refused series move names (`details[].starts_at` of `series_move_conflict`). */
export function refusedTimes(error: ApiFailure | null): string[] {
  if (error?.error !== 'series_move_conflict') return [];
  return (error.details ?? []).flatMap((d) => (typeof d.starts_at === 'string' ? [d.starts_at] : []));
}

export function sessionsSagas(api: SessionsApi) {
  const reload = ({ locale, id }: SessionArgs) => [detailsSlice.request({ locale, id })];
  return [
    upcomingSlice.saga((a) => api.getAppointments(a.locale, 'upcoming', a.page, UPCOMING_PER_PAGE)),
    pastSlice.saga((a) => api.getAppointments(a.locale, 'past', a.page, PAST_PER_PAGE)),
    detailsSlice.saga((a) => api.getAppointment(a.locale, a.id)),
    remindersSlice.saga((a) => api.getReminders(a.locale, a.appointmentId)),
    moveTimesSlice.saga(async (a) => {
      const from = new Date();
      const to = new Date(from.getTime() + CALENDAR_DAYS * 86_400_000);
      const query = { worker_id: a.workerId, service_id: a.serviceId, from: from.toISOString(), to: to.toISOString() };
      return moveTimesFrom(await api.getFreeSlots(a.locale, query), a.workerId, Date.now());
    }),
    cancelSlice.saga(
      (a) => api.cancelBooking(a.locale, a.id, a.refundTo),
      (_, a) => reload(a),
    ),
    rescheduleSlice.saga(
      (a) =>
        a.alsoFollowing
          ? api.moveSeriesFromHere(a.locale, a.id, a.startsAt)
          : api.rescheduleBooking(a.locale, a.id, a.startsAt),
      (_, a) => reload(a),
    ),
    // A refused change reloads the session too: the api may hold it otherwise than the page thought.
    function* reloadAfterRefusal() {
      yield takeEvery(
        [cancelSlice.types.failure, rescheduleSlice.types.failure],
        function* refused(action: RequestAction<SessionArgs, unknown>) {
          if (action.args) for (const followUp of reload(action.args)) yield put(followUp);
        },
      );
    },
  ];
}

export const sessionsSlices = [
  upcomingSlice,
  pastSlice,
  detailsSlice,
  cancelSlice,
  rescheduleSlice,
  remindersSlice,
  moveTimesSlice,
];
