// Ends the current task and resumes in a new one, so the browser can paint and answer a tap between the
// start's steps: a phone spends hundreds of milliseconds on them, and one task that long is what
// Lighthouse counts as blocking time. `scheduler.yield()` resumes ahead of other queued work where the
// browser has it (Chromium); elsewhere a zero timeout.
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
