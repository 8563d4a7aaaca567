// Types of scripts/analytics-config.mjs for the e2e journeys that check it.
export interface ResolvedAnalytics {
  environment: 'production' | 'staging';
  tagScriptUrl: string | null;
  serverContainerUrl: string | null;
  measurementId: string | null;
  collectPath: string;
}

export function resolveAnalytics(env?: Record<string, string | undefined>): ResolvedAnalytics;
