// The current time, ticking: countdowns, join buttons and "today" follow the clock without a reload.
import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (30 s unless said): enough for what changes at a minute. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
