// Wall-clock times on the api's 5-minute grid, as "HH:MM".
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const toMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export { toClock };

/** Every time an interval may start (00:00-23:55) or end (00:05-24:00). */
export const START_TIMES = Array.from({ length: 288 }, (_, i) => toClock(i * 5));
export const END_TIMES = Array.from({ length: 288 }, (_, i) => toClock((i + 1) * 5));
