// The slice and saga this remote injects into the shell's store under `workerCabinet`, wired to the real api.
import type { Reducer } from 'redux';
import { requestSlicesReducer, runWatchers } from '@rozmova/web/store/request-slice';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { STORE_KEY } from '../lib/store-key';
import { agendaSagas, agendaSlices } from '../features/agenda/store/agenda-slices';
import { getBookings } from '../lib/api/get-bookings';
import { getOwnSlotsAhead } from '../lib/api/own-free-slots';
import { cancelBooking } from '../features/agenda/api/cancel-booking';
import { rescheduleBooking } from '../features/agenda/api/reschedule-booking';
import { endSeries } from '../features/agenda/api/end-series';
import { moveSeries } from '../features/agenda/api/move-series';
import { weeklyHoursSagas, weeklyHoursSlices } from '../features/weekly-hours/store/weekly-hours-slices';
import { getWeeklyWorkTime } from '../features/weekly-hours/api/get-weekly-work-time';
import { setWeeklyWorkTime } from '../features/weekly-hours/api/set-weekly-work-time';
import { getNextWeekPreview } from '../features/weekly-hours/api/get-next-week-preview';
import { specialHoursSagas, specialHoursSlices } from '../features/special-hours/store/special-hours-slices';
import { getSpecialWorkTime } from '../features/special-hours/api/get-special-work-time';
import { setSpecialWorkTime } from '../features/special-hours/api/set-special-work-time';
import { newBookingSagas, newBookingSlices } from '../features/new-booking/store/new-booking-slices';
import { createBooking } from '../features/new-booking/api/create-booking';

import { statisticsSagas, statisticsSlices } from '../features/statistics/store/statistics-slices';
import { getWorkerStatistic } from '../features/statistics/api/get-worker-statistic';
import { profileSagas, profileSlices } from '../features/profile/store/profile-slices';
import { getWorkerBaseData } from '../features/profile/api/get-worker-base-data';
import { updateWorkerBaseData } from '../features/profile/api/update-worker-base-data';
import { updateWorkerPhoto } from '../features/profile/api/update-worker-photo';
import { getDailyAgenda, setDailyAgenda } from '../features/profile/api/daily-agenda';
import {
  adminTherapistsSagas,
  adminTherapistsSlices,
} from '../features/admin-therapists/store/admin-therapists-slices';
import {
  createTherapist,
  deactivateTherapist,
  listTherapists,
  updateTherapist,
} from '../features/admin-therapists/api/admin-therapists';
import { adminPromoSagas, adminPromoSlices } from '../features/admin-promo/store/admin-promo-slices';
import { createPromoRule, listPromoRules, updatePromoRule } from '../features/admin-promo/api/promo-rules';
import { adminOrdersSagas, adminOrdersSlices } from '../features/admin-orders/store/admin-orders-slices';
import { getOrder, refundOrder, searchOrders } from '../features/admin-orders/api/admin-orders';
import { adminErrorsSagas, adminErrorsSlices } from '../features/admin-errors/store/admin-errors-slices';
import { getErrorReports } from '../features/admin-errors/api/get-error-reports';

export { STORE_KEY };

const requestSlices = [
  ...agendaSlices,
  ...weeklyHoursSlices,
  ...specialHoursSlices,
  ...newBookingSlices,
  ...statisticsSlices,
  ...profileSlices,
  ...adminTherapistsSlices,
  ...adminPromoSlices,
  ...adminOrdersSlices,
  ...adminErrorsSlices,
];

export const workerCabinetReducer: Reducer = requestSlicesReducer(requestSlices);

export const workerCabinetSaga = function* workerCabinetSaga() {
  yield* runWatchers([
    ...agendaSagas({
      getBookings,
      cancelBooking,
      rescheduleBooking,
      moveSeries,
      endSeries,
      getOwnSlotsAhead,
      now: () => new Date(),
    }),
    ...weeklyHoursSagas({ getWeeklyWorkTime, setWeeklyWorkTime, getNextWeekPreview: () => getNextWeekPreview() }),
    ...specialHoursSagas({ getSpecialWorkTime, setSpecialWorkTime }),
    ...newBookingSagas({ getBookings, createBooking, getBookingSlots: (args) => getOwnSlotsAhead(args) }),
    ...statisticsSagas({ getWorkerStatistic }),
    ...profileSagas({ getWorkerBaseData, updateWorkerBaseData, updateWorkerPhoto, getDailyAgenda, setDailyAgenda }),
    ...adminTherapistsSagas({ listTherapists, createTherapist, updateTherapist, deactivateTherapist }),
    ...adminPromoSagas({ listPromoRules, createPromoRule, updatePromoRule }),
    ...adminOrdersSagas({ searchOrders, getOrder, refundOrder }),
    ...adminErrorsSagas({ getErrorReports }),
  ])();
};

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [
  { key: STORE_KEY, reducer: workerCabinetReducer, saga: workerCabinetSaga },
];
