import { createRequestSlice } from '../../../lib/request-slice';
import type { ErrorReports } from '../api/get-error-reports';

export const errorReportsSlice = createRequestSlice<number, ErrorReports>('admin-error-reports');

export function adminErrorsSagas(api: { getErrorReports: (days: number) => Promise<ErrorReports> }) {
  return [errorReportsSlice.saga(api.getErrorReports)];
}

export const adminErrorsSlices = [errorReportsSlice];
