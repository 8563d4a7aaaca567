// Async boundary: shared singletons are negotiated before any module that consumes them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('mf_worker_cabinet failed to start', error);
});
