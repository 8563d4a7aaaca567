// The public therapist list's pages remembered like the free-slot query's calendars (therapists/index.ts,
// scheduling/slot-cache.ts AnswerMemory, SLOT_CACHE_MS, issue 29): remembered far longer than any test here waits,
// yet the answer is always the one the list computed afresh would give: a booking, a change of hours or a new
// profile shows on the app that made it at once and on another replica once the database's notification arrived,
// and a slot that stops being bookable as the clock moves is never offered.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser } from '../helpers';
import { secondInstance } from '../second-instance';
import { therapistsRepository } from '../../src/plugins/app/therapists/therapists-repository';
import {
  api,
  bookForNewClient,
  createTherapist,
  hours,
  insertBookingRow,
  onceHeard,
  type TestTherapist,
} from './scheduling-helpers';

const LONG_TTL_MS = 5_000;
/**
 * The one-app suite's memory outlives the clock's moves (two days): only the page's own bound (a slot it offers
 * stops being bookable) can make it compute afresh when the clock moves on.
 */
const TWO_DAYS_MS = 2 * 86_400_000;
jest.setTimeout(60_000);

/** The app's clock, which a test moves on. */
let shiftMs = 0;
const clock = { now: () => Date.now() + shiftMs };

async function listBody(app: FastifyInstance, query = '&per_page=20'): Promise<string> {
  const res = await api(app).get(`/get_therapists_data?config_id=ua${query}`);
  expect(res.statusCode).toBe(200);
  return res.payload;
}

async function nextOf(app: FastifyInstance, therapist: TestTherapist, query = ''): Promise<string | null> {
  const body = JSON.parse(await listBody(app, `&psychologist_id=${therapist.id}${query}`)) as {
    therapists: Array<{ next_free_slot: { starts_at: string } | null }>;
  };
  return body.therapists[0]?.next_free_slot?.starts_at ?? null;
}

/** The next free slot on another replica once the notification had time to arrive (a round trip, not the TTL). */
const nextOnceHeard = (app: FastifyInstance, therapist: TestTherapist, old: string | null) =>
  onceHeard(
    () => nextOf(app, therapist),
    (next) => next !== old,
  );

describe('remembered list pages, one app', () => {
  let app: FastifyInstance;
  /** The same database and clock with no memory: the answer computed afresh. */
  let fresh: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { slotCacheMs: TWO_DAYS_MS }, clock });
    fresh = await secondInstance(app, { slotCacheMs: 0 }, clock);
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
    await app?.close();
  });
  afterEach(() => {
    shiftMs = 0;
  });

  it('answers byte for byte as the list computed afresh, first and from memory', async () => {
    await createTherapist(app, { offersCouple: false });
    await createTherapist(app, { weekly: hours('09:00', '17:00') });
    await createTherapist(app, { weekly: [] });
    for (const query of ['', '&free_within_days=7', `&service_id=${SERVICE_IDS.couple}`, '&page=2&per_page=1']) {
      // Each question twice: first computed, then (the memory's TTL far off) remembered.
      const expected = await listBody(fresh, query);
      expect(await listBody(app, query)).toBe(expected);
      expect(await listBody(app, query)).toBe(expected);
    }
  });

  it('remembers between requests, and forgets before a state-changing answer leaves', async () => {
    const therapist = await createTherapist(app, { offersCouple: false });
    const next = await nextOf(app, therapist);
    expect(next).not.toBeNull();
    // Without its notification (the trigger off in this test's schema), only the memory's own rules can forget.
    await app.db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_slots_changed');
    try {
      const client = await createUser(app, { role: 'user' });
      await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: new Date(next!) });
      expect(await nextOf(app, therapist)).toBe(next);
      const res = await api(app).post('/logout?config_id=ua', {});
      expect(res.statusCode).toBeLessThan(500);
      expect(await nextOf(app, therapist)).not.toBe(next);
    } finally {
      await app.db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_slots_changed');
    }
  });

  it('the booking just made is gone from the very next list', async () => {
    const therapist = await createTherapist(app, { offersCouple: false });
    const next = await nextOf(app, therapist);
    expect(next).not.toBeNull();
    expect((await bookForNewClient(app, therapist, next!)).statusCode).toBe(200);
    const after = await nextOf(app, therapist);
    expect(after).not.toBeNull();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(next!));
    expect(await listBody(app)).toBe(await listBody(fresh));
  });

  it('changed working hours show in the very next list', async () => {
    const therapist = await createTherapist(app, { offersCouple: false, weekly: hours('09:00', '17:00') });
    const next = await nextOf(app, therapist);
    expect(next).not.toBeNull();
    const week = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { intervals: hours('18:00', '20:00') },
      therapist.cookie,
    );
    expect(week.statusCode).toBe(200);
    const after = await nextOf(app, therapist);
    expect(after).not.toBe(next);
    // Kyiv is UTC+2 or +3: 18:00-20:00 there starts at 15:00 or 16:00 UTC.
    expect(['15', '16', '17', '18']).toContain(after!.slice(11, 13));
    expect(await listBody(app)).toBe(await listBody(fresh));
  });

  it('a slot that stops being bookable as the clock moves is not offered', async () => {
    const therapist = await createTherapist(app, { offersCouple: false });
    const next = await nextOf(app, therapist);
    expect(next).not.toBeNull();
    const { rows } = await app.db.query<{ notice_minutes: number }>(
      'SELECT notice_minutes FROM therapist_profiles WHERE user_id = $1',
      [therapist.id],
    );
    // The first moment `next` is within the notice: no longer bookable, well inside the memory's TTL.
    shiftMs = Date.parse(next!) - rows[0]!.notice_minutes * 60_000 + 1 - Date.now();
    const after = await nextOf(app, therapist);
    expect(after).not.toBeNull();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(next!));
    expect(await listBody(app)).toBe(await listBody(fresh));
  });

  it('a new day rolls over: the list moves on with the clock', async () => {
    await createTherapist(app, { offersCouple: false, weekly: hours('09:00', '10:00') });
    const today = await listBody(app);
    shiftMs = 86_400_000;
    const tomorrow = await listBody(app);
    expect(tomorrow).not.toBe(today);
    expect(tomorrow).toBe(await listBody(fresh));
  });

  it('a new listed profile is in the next list once its notification arrives', async () => {
    const before = await listBody(app, '&per_page=50');
    const user = await createUser(app, { role: 'therapist', locale: 'ua' });
    await therapistsRepository.create(app.db, user.id, {
      market: 'ua',
      displayName: user.name,
      bios: { ua: 'Bio' },
      languages: ['uk'],
      specialisations: ['anxiety'],
      timeZone: 'Europe/Kyiv',
    });
    let after = before;
    for (let i = 0; i < 40 && !after.includes(user.id); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await listBody(app, '&per_page=50');
    }
    expect(after).toContain(user.id);
  });
});

// Two replicas on one database, each remembering list pages far longer than any test waits: only the notification
// of the change (sent by the database at its commit) can make the other forget before the TTL.
describe('remembered list pages on two replicas', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ config: { slotCacheMs: LONG_TTL_MS } });
    b = await secondInstance(a, { slotCacheMs: LONG_TTL_MS });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a booking made on one replica moves the next free slot on the other', async () => {
    const therapist = await createTherapist(a, { offersCouple: false });
    const next = await nextOf(b, therapist);
    expect(next).not.toBeNull();
    expect((await bookForNewClient(a, therapist, next!)).statusCode).toBe(200);
    const after = await nextOnceHeard(b, therapist, next);
    expect(after).not.toBeNull();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(next!));
  });

  it('a booking written behind the api back and changed hours show on the other', async () => {
    const therapist = await createTherapist(a, { offersCouple: false });
    const next = await nextOf(b, therapist);
    const client = await createUser(a, { role: 'user' });
    await insertBookingRow(a, { workerId: therapist.id, clientId: client.id, startsAt: new Date(next!) });
    const after = await nextOnceHeard(b, therapist, next);
    expect(after).not.toBe(next);
    await a.db.query('DELETE FROM weekly_work_intervals WHERE worker_id = $1', [therapist.id]);
    expect(await nextOnceHeard(b, therapist, after)).toBeNull();
  });

  it('a profile unlisted on one replica leaves the list on the other', async () => {
    const therapist = await createTherapist(a, { offersCouple: false });
    expect(await listBody(b, '&per_page=50')).toContain(therapist.id);
    await a.db.query('UPDATE therapist_profiles SET is_listed = false WHERE user_id = $1', [therapist.id]);
    let after = await listBody(b, '&per_page=50');
    for (let i = 0; i < 40 && after.includes(therapist.id); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await listBody(b, '&per_page=50');
    }
    expect(after).not.toContain(therapist.id);
  });
});
