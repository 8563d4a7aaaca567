import { startStartupRequests } from './startup-requests';

startStartupRequests();
// Async boundary: shared singletons are negotiated before any module that consumes them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('shell failed to start', error);
});
