import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type { errorReportsResponseSchema } from '@rozmova/contracts/schemas/admin';

export type ErrorReports = FromSchema<typeof errorReportsResponseSchema>;

export function getErrorReports(days: number): Promise<ErrorReports> {
  return call(adminEndpoints.adminErrorReports, { query: { days } });
}
