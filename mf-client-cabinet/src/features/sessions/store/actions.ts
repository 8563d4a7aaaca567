import type { Appointment, AppointmentKind, AppointmentPage, CancelResult } from '../api/sessions-api';
import type { CancelPayload, LoadListPayload, ReschedulePayload } from './types';
import type { MarketLocale } from '@rozmova/contracts/markets';

export const LOAD_LIST = 'client-cabinet/sessions/LOAD_LIST' as const;
export const LIST_LOADED = 'client-cabinet/sessions/LIST_LOADED' as const;
export const LIST_FAILED = 'client-cabinet/sessions/LIST_FAILED' as const;
export const LOAD_DETAILS = 'client-cabinet/sessions/LOAD_DETAILS' as const;
export const DETAILS_LOADED = 'client-cabinet/sessions/DETAILS_LOADED' as const;
export const DETAILS_FAILED = 'client-cabinet/sessions/DETAILS_FAILED' as const;
export const CANCEL = 'client-cabinet/sessions/CANCEL' as const;
export const CANCELLED = 'client-cabinet/sessions/CANCELLED' as const;
export const RESCHEDULE = 'client-cabinet/sessions/RESCHEDULE' as const;
export const RESCHEDULED = 'client-cabinet/sessions/RESCHEDULED' as const;
export const CHANGE_FAILED = 'client-cabinet/sessions/CHANGE_FAILED' as const;
export const RESET_CHANGE = 'client-cabinet/sessions/RESET_CHANGE' as const;

export const loadList = (payload: LoadListPayload) => ({ type: LOAD_LIST, payload });
export const listLoaded = (kind: AppointmentKind, page: AppointmentPage) => ({
  type: LIST_LOADED,
  payload: { kind, page },
});
export const listFailed = (kind: AppointmentKind, error: string) => ({ type: LIST_FAILED, payload: { kind, error } });
export const loadDetails = (locale: MarketLocale, id: string) => ({ type: LOAD_DETAILS, payload: { locale, id } });
export const detailsLoaded = (item: Appointment) => ({ type: DETAILS_LOADED, payload: item });
export const detailsFailed = (id: string, error: string) => ({ type: DETAILS_FAILED, payload: { id, error } });
export const cancelSession = (payload: CancelPayload) => ({ type: CANCEL, payload });
export const sessionCancelled = (result: CancelResult) => ({ type: CANCELLED, payload: result });
export const rescheduleSession = (payload: ReschedulePayload) => ({ type: RESCHEDULE, payload });
export const sessionRescheduled = (startsAt: string) => ({ type: RESCHEDULED, payload: { startsAt } });
export const changeFailed = (error: string, conflicts: string[] = []) => ({
  type: CHANGE_FAILED,
  payload: { error, conflicts },
});
export const resetChange = () => ({ type: RESET_CHANGE });

export type SessionsAction =
  | ReturnType<typeof loadList>
  | ReturnType<typeof listLoaded>
  | ReturnType<typeof listFailed>
  | ReturnType<typeof loadDetails>
  | ReturnType<typeof detailsLoaded>
  | ReturnType<typeof detailsFailed>
  | ReturnType<typeof cancelSession>
  | ReturnType<typeof sessionCancelled>
  | ReturnType<typeof rescheduleSession>
  | ReturnType<typeof sessionRescheduled>
  | ReturnType<typeof changeFailed>
  | ReturnType<typeof resetChange>;
