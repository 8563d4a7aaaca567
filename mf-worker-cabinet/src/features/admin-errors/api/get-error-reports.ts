import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { errorReportsResponseSchema } from '@rozmova/contracts/schemas/admin';

export type ErrorReports = FromSchema<typeof errorReportsResponseSchema>;

export function getErrorReports(days: number): Promise<ErrorReports> {
  return apiRequest<ErrorReports>('/v4/admin/frontend_errors', { query: { days } });
}
