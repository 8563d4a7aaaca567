// Test-only: with runtime config `testHooks: true` (set by the e2e harness, never in production),
// `?__force_render_error=1` throws during render so the journeys can see the fallback screen.
import { useSearchParams } from 'react-router-dom';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';

export const FORCE_RENDER_ERROR_PARAM = '__force_render_error';

export function CrashProbe(): null {
  const [params] = useSearchParams();
  if (getRuntimeConfig().testHooks && params.get(FORCE_RENDER_ERROR_PARAM) === '1') {
    throw new Error('Forced render error (test hook)');
  }
  return null;
}
