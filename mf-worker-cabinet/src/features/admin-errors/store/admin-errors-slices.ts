import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { ErrorReports } from '../api/get-error-reports';

export const errorReportsSlice = createRequestSlice<number, ErrorReports>(STORE_KEY, 'admin-error-reports');

export function adminErrorsSagas(api: { getErrorReports: (days: number) => Promise<ErrorReports> }) {
  return [errorReportsSlice.saga(api.getErrorReports)];
}

export const adminErrorsSlices = [errorReportsSlice];
