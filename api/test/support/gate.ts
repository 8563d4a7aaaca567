/**
 * A promise a test opens by hand: work that awaits `opened` waits until the test calls `open()` (a transaction
 * held open, a step the test wants to see happen).
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
