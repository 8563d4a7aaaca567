import { nextTask } from './next-task';
import { startStartupRequests } from './startup-requests';

// Async boundary: shared singletons are negotiated before any module that consumes them runs. The start
// is loaded in steps, each evaluated in a task of its own: main.js itself (the federation runtime), the
// two start-up requests (starting a request costs a phone a few milliseconds of main thread: in main.js's
// task they made it a long one), react-dom (the largest library to evaluate), then the i18n and router
// libraries, then the shell's own modules, which start the app.
async function boot(): Promise<void> {
  await nextTask();
  startStartupRequests();
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('i18next'), import('react-i18next'), import('react-router-dom')]);
  await nextTask();
  await import('./bootstrap');
}

boot().catch((error: unknown) => {
  console.error('shell failed to start', error);
});
