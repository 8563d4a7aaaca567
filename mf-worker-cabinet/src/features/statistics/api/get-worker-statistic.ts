import { apiRequest } from '@rozmova/web/api-client';

// Written out here: the shared response schema builds its `required` lists with Object.keys, which
// json-schema-to-ts cannot read, so FromSchema would give `unknown` for every figure.
export interface StatisticRow {
  sessions_held: number;
  sessions_upcoming: number;
  cancelled: number;
  late_cancelled: number;
  distinct_clients: number;
  hours: number;
  revenue: number;
}

export interface WorkerStatistic {
  time_zone: string;
  currency: string;
  revenue_source: 'ledger' | 'bookings';
  months: Array<StatisticRow & { month: string }>;
  totals: StatisticRow;
}

export function getWorkerStatistic(query: { from_month?: string; to_month?: string }): Promise<WorkerStatistic> {
  return apiRequest<WorkerStatistic>('/v4/get_worker_statistic', { query: { ...query } });
}
