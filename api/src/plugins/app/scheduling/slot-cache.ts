// The in-process memory of therapists' calendars behind the free-slot query (issue 29, SLOT_CACHE_MS), kept
// apart from the scheduling service (index.ts) that reads through it.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../external/db';
import { forgetAfterWrites, memoryChannel } from '../../external/state-changing';
import { workTimeRepository } from './work-time-repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Therapists whose calendars one api process remembers at once; emptied when full. */
const CALENDAR_CACHE_LIMIT = 10_000;
/** Every change of a therapist's free slots is announced here with their id (migration 636). */
export const SLOTS_CHANNEL = 'rozmova_slots_changed';

export type Calendar = NonNullable<Awaited<ReturnType<typeof workTimeRepository.calendarOf>>>;

/**
 * Each therapist's calendar as the free-slot query reads it (profile, stamp of the hours, busy time over a window),
 * remembered for `ttlMs` in this process (issue 29). It must never show a taken time as free, so it is forgotten:
 * - for one therapist, on every process, when the notification of a change of their bookings or profile arrives
 *   (sent by the database's triggers in the change's own transaction, so delivered at its commit; migration 636);
 * - entirely, in this process, before any state-changing answer leaves (its own booking is never shown free to the
 *   one who just made it, even before its notification arrives), and whenever listening starts or stops;
 * - and it remembers nothing while this process does not hear the notifications (the listening connection lost).
 * A read that started before a forgetting is not kept (the generations), since it may predate the change.
 * What it may show for up to `ttlMs` is the opposite mistake only: a hold that ran out still shown taken.
 * The free slots themselves are computed afresh for every request from the remembered calendar and the clock.
 */
class CalendarCache {
  private readonly entries = new Map<string, Map<string, { calendar: Calendar; until: number }>>();
  /** Bumped by every forgetting of everything. */
  private generation = 0;
  /** Bumped per therapist by each of their notifications. */
  private readonly therapistGenerations = new Map<string, number>();
  private hearing = false;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  listening(on: boolean): void {
    this.hearing = on;
    this.forgetAll();
  }

  get(workerId: string, key: string, now: number): Calendar | null {
    if (!this.hearing) return null;
    const hit = this.entries.get(workerId)?.get(key);
    if (!hit) return null;
    if (hit.until <= now) {
      this.entries.get(workerId)?.delete(key);
      return null;
    }
    return hit.calendar;
  }

  /** What `put` checks: nothing was forgotten since the read began. */
  begin(workerId: string): [number, number] {
    return [this.generation, this.therapistGenerations.get(workerId) ?? 0];
  }

  put(workerId: string, key: string, calendar: Calendar, startedIn: [number, number], now: number): void {
    if (!this.hearing || startedIn[0] !== this.generation) return;
    if (startedIn[1] !== (this.therapistGenerations.get(workerId) ?? 0)) return;
    if (this.entries.size >= CALENDAR_CACHE_LIMIT) this.entries.clear();
    let own = this.entries.get(workerId);
    if (!own) {
      own = new Map();
      this.entries.set(workerId, own);
    }
    own.set(key, { calendar, until: now + this.ttlMs });
  }

  forget(workerId: string): void {
    if (this.therapistGenerations.size >= CALENDAR_CACHE_LIMIT) {
      // Kept small: forgetting everything (and the generation with it) is always safe.
      this.therapistGenerations.clear();
      this.forgetAll();
      return;
    }
    this.therapistGenerations.set(workerId, (this.therapistGenerations.get(workerId) ?? 0) + 1);
    this.entries.delete(workerId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Answers built from many therapists' slots (the public therapist list, issue 29), remembered for at most `ttlMs`
 * in this process under a key naming the question. Forgotten by exactly what makes the calendars forgotten
 * (calendarReader): entirely, on every process, at any notification on SLOTS_CHANNEL (one therapist's change may move
 * them into or out of any page), before any state-changing answer of this process leaves, and whenever listening
 * starts or stops; nothing is remembered while this process does not hear the notifications. A computation begun
 * before a forgetting is not kept. The clock is the caller's: `fits` says whether a remembered answer is still the
 * one this moment would compute (a slot it offers must not have passed).
 */
export class AnswerMemory<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly inFlight = new Map<string, { generation: number; read: Promise<T> }>();
  private generation = 0;
  private hearing = false;

  constructor(
    private readonly ttlMs: number,
    private readonly limit: number,
  ) {}

  listening(on: boolean): void {
    this.hearing = on;
    this.forgetAll();
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The remembered answer of `key` when `fits` it, else `compute`'s (shared by the requests of the same moment, and
   * kept when nothing was forgotten while it ran).
   */
  async recall(key: string, fits: (value: T) => boolean, compute: () => Promise<T>): Promise<T> {
    if (!this.hearing) return compute();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.until > Date.now() && fits(hit.value)) return hit.value;
      this.entries.delete(key);
    }
    // Only a computation begun since the last forgetting may answer (one begun before may predate the change).
    const generation = this.generation;
    const flying = this.inFlight.get(key);
    if (flying && flying.generation === generation) {
      const shared = await flying.read;
      if (fits(shared)) return shared;
      return compute();
    }
    const read = compute();
    this.inFlight.set(key, { generation, read });
    try {
      const value = await read;
      if (this.hearing && generation === this.generation) {
        if (this.entries.size >= this.limit) this.entries.clear();
        this.entries.set(key, { value, until: Date.now() + this.ttlMs });
      }
      return value;
    } finally {
      if (this.inFlight.get(key)?.read === read) this.inFlight.delete(key);
    }
  }
}

/**
 * Sets up the calendar memory of this app (listening to SLOTS_CHANNEL, forgetting before state-changing answers)
 * and gives the calendar read through it, and new memories of answers forgotten with it (null when SLOT_CACHE_MS is 0).
 */
export async function calendarReader(fastify: FastifyInstance): Promise<{
  calendarOf: (q: Queryable, workerId: string, from: number, to: number) => Promise<Calendar | null>;
  answerMemory: <T>(limit: number) => AnswerMemory<T> | null;
}> {
  const ttlMs = fastify.config.slotCacheMs ?? 1_000;
  const calendars = new CalendarCache(ttlMs);
  // The memories of answers built from many therapists' slots (the therapist list), forgotten by the same events.
  const answers = new Set<AnswerMemory<unknown>>();
  let hearing = false;
  if (calendars.enabled) {
    const stopListening = await fastify.db.listen(await memoryChannel(fastify.db, SLOTS_CHANNEL), {
      notify: (workerId) => {
        // No payload: listening (re)started, whatever changed meanwhile is unknown.
        if (workerId) calendars.forget(workerId);
        else calendars.forgetAll();
        for (const memory of answers) memory.forgetAll();
      },
      state: (on) => {
        hearing = on;
        calendars.listening(on);
        for (const memory of answers) memory.listening(on);
      },
    });
    fastify.addHook('onClose', async () => {
      hearing = false;
      calendars.listening(false);
      for (const memory of answers) memory.listening(false);
      await stopListening();
    });
    // A state-changing request may have changed someone's slots: this process forgets every calendar (and every
    // remembered answer) before its answer leaves.
    forgetAfterWrites(fastify, () => {
      calendars.forgetAll();
      for (const memory of answers) memory.forgetAll();
    });
  }
  const answerMemory = <T>(limit: number): AnswerMemory<T> | null => {
    if (!calendars.enabled) return null;
    const memory = new AnswerMemory<T>(ttlMs, limit);
    memory.listening(hearing);
    answers.add(memory as AnswerMemory<unknown>);
    return memory;
  };

  /**
   * The calendar statement, or its memory. The busy time is read over whole hours around the window (one memory
   * serves every query of the same hour; busy time outside the window changes no slot inside it).
   */
  const inFlight = new Map<string, { generation: [number, number]; read: Promise<Calendar | null> }>();
  const calendarOf = async (q: Queryable, workerId: string, from: number, to: number): Promise<Calendar | null> => {
    const busyFrom = Math.floor(from / HOUR_MS) * HOUR_MS - DAY_MS;
    const busyTo = Math.ceil(to / HOUR_MS) * HOUR_MS + DAY_MS;
    const read = () => workTimeRepository.calendarOf(q, workerId, { from: new Date(busyFrom), to: new Date(busyTo) });
    // Only reads outside a transaction are remembered: one inside may see its own change, which may roll back.
    if (!calendars.enabled || q !== fastify.db) return read();
    const key = `${busyFrom}:${busyTo}`;
    const remembered = calendars.get(workerId, key, Date.now());
    if (remembered) return remembered;
    // Requests for the same calendar at the same moment share one read, but only one begun since the last
    // forgetting (a read begun before a change must not answer a request that arrives after it).
    const generation = calendars.begin(workerId);
    const flightKey = `${workerId}:${key}`;
    const flying = inFlight.get(flightKey);
    if (flying && flying.generation[0] === generation[0] && flying.generation[1] === generation[1]) {
      return flying.read;
    }
    const reading = read();
    inFlight.set(flightKey, { generation, read: reading });
    try {
      const found = await reading;
      if (found) calendars.put(workerId, key, found, generation, Date.now());
      return found;
    } finally {
      if (inFlight.get(flightKey)?.read === reading) inFlight.delete(flightKey);
    }
  };
  return { calendarOf, answerMemory };
}
