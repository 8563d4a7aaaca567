// The waitlist (issue 24, api/docs/waitlist.md): a client may join only when the therapist has no free time in the
// next 14 days; a freed slot goes to the first entry in line whose windows it fits, reserved for them for 30
// minutes (nobody else can take it), then to the next; the offered client books it through the normal payment
// flow; leaving, the export and account deletion see the entries.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, ORIGIN, readMails, type ReadMail } from '../helpers';
import { client, payThroughSandbox } from '../payments/payments-helpers';
import {
  api,
  createClient,
  createTherapist,
  hours,
  insertBookingRow,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';
import { WAITLIST_SCAN_JOB } from '../../src/plugins/app/waitlist';
import type { WaitlistEntry } from '@rozmova/contracts/schemas/waitlist';

jest.setTimeout(240_000);

const ZONE = 'Europe/Warsaw';
const MINUTE = 60_000;
const MORNINGS = [{ weekdays: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '12:00' }];
const EVENINGS = [{ weekdays: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '21:00' }];

describe('waitlist', () => {
  let app: FastifyInstance;
  let now = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A therapist with one session a day (10:00 in Warsaw), every one of the next 16 days booked. */
  async function fullyBookedTherapist(): Promise<{ therapist: TestTherapist; bookings: Map<number, string> }> {
    const therapist = await createTherapist(app, { market: 'pl', timeZone: ZONE, weekly: hours('10:00', '11:00') });
    const filler = await createClient(app, 'pl');
    const today = localDayAt(ZONE, now);
    const bookings = new Map<number, string>();
    for (let d = 0; d <= 16; d += 1) {
      const startsAt = new Date(wallTimeToInstant(ZONE, today + d, 10 * 60));
      bookings.set(d, await insertBookingRow(app, { workerId: therapist.id, clientId: filler.id, startsAt }));
    }
    return { therapist, bookings };
  }

  const join = (cookie: string, workerId: string, windows = MORNINGS, serviceId: string = SERVICE_IDS.personal) =>
    api(app).post(
      '/v4/waitlist/join',
      { worker_id: workerId, service_id: serviceId, time_zone: ZONE, windows },
      cookie,
    );
  const mine = async (cookie: string) =>
    (await api(app).get('/v4/waitlist/mine', cookie)).json().entries as WaitlistEntry[];
  const seen = new Set<string>();
  /** The mails delivered since the last look. */
  const newMails = async () => {
    const fresh = (await readMails(app)).filter((m) => !seen.has(m.file));
    for (const m of fresh) seen.add(m.file);
    return fresh;
  };
  const tokenIn = (mail: ReadMail) => /offer\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const purchase = (cookie: string, workerId: string, startsAt: string) =>
    client(app, cookie, 'pl').post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: workerId,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });

  it('joining is refused while the therapist has free time, and checks what it is given', async () => {
    now = Date.now();
    const open = await createTherapist(app, { market: 'pl', timeZone: ZONE, weekly: hours('10:00', '11:00') });
    const me = await createClient(app, 'pl');
    const refused = await join(me.cookie, open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('therapist_has_free_time');
    expect(await mine(me.cookie)).toEqual([]);

    const { therapist } = await fullyBookedTherapist();
    const bad = await join(me.cookie, therapist.id, [{ weekdays: [1], from: '12:00', to: '11:00' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_windows', details: [{ field: 'windows[0].to' }] });
    const badZone = await api(app).post(
      '/v4/waitlist/join',
      { worker_id: therapist.id, service_id: SERVICE_IDS.personal, time_zone: 'Mars/Base', windows: MORNINGS },
      me.cookie,
    );
    expect(badZone.statusCode).toBe(400);

    const joined = await join(me.cookie, therapist.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ worker_id: therapist.id, windows: MORNINGS, time_zone: ZONE, offer: null });
    const twice = await join(me.cookie, therapist.id, EVENINGS);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('already_waiting');
    // Therapists do not wait in lines; nor does anyone signed out.
    expect((await join(therapist.cookie, therapist.id)).statusCode).toBe(403);
    expect((await api(app).post('/v4/waitlist/join', {}, undefined)).statusCode).toBe(401);
  });

  it('a freed slot goes to the first fitting entry in line for 30 minutes, then to the next', async () => {
    now = Date.now();
    const { therapist, bookings } = await fullyBookedTherapist();
    const evening = await createClient(app, 'en');
    const first = await createClient(app, 'pl');
    const second = await createClient(app, 'ro');
    const outsider = await createClient(app, 'pl');
    // In line: someone whose windows never fit, then the first and the second who want mornings.
    expect((await join(evening.cookie, therapist.id, EVENINGS)).statusCode).toBe(200);
    expect((await join(first.cookie, therapist.id)).statusCode).toBe(200);
    expect((await join(second.cookie, therapist.id)).statusCode).toBe(200);
    await newMails();

    // The therapist cancels the session three days ahead: the line is looked at right after.
    const freedId = bookings.get(3)!;
    const cancelled = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: freedId, refund_to: 'payment' },
      therapist.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await app.jobs.drain(WAITLIST_SCAN_JOB)).toBe(1);
    const freedAt = new Date(wallTimeToInstant(ZONE, localDayAt(ZONE, now) + 3, 10 * 60)).toISOString();

    let mails = (await newMails()).filter((m) => m.subject.includes(therapist.name));
    const toFirst = mails.filter((m) => m.to.includes(first.email));
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]!.subject).toBe(`Zwolnił się termin — ${therapist.name}`);
    expect(toFirst[0]!.text).toContain('30 minut');
    expect(mails.filter((m) => m.to.includes(second.email) || m.to.includes(evening.email))).toEqual([]);
    const firstToken = tokenIn(toFirst[0]!);

    // The first sees the offer; nobody else sees it, not even through the link.
    const firstEntries = await mine(first.cookie);
    expect(firstEntries[0]!.offer).toMatchObject({
      starts_at: freedAt,
      expires_at: new Date(now + 30 * MINUTE).toISOString(),
    });
    expect((await mine(second.cookie))[0]!.offer).toBeNull();
    const claimPage = await api(app).get(`/v4/waitlist/offer?token=${firstToken}`, first.cookie);
    expect(claimPage.statusCode).toBe(200);
    expect(claimPage.json()).toMatchObject({ worker_id: therapist.id, starts_at: freedAt, service_kind: 'personal' });
    expect((await api(app).get(`/v4/waitlist/offer?token=${firstToken}`, second.cookie)).statusCode).toBe(404);

    // The slot is reserved: not in the free slots, and nobody else can buy it.
    const slots = await api(app).get(`/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}`);
    expect(slots.json().slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(freedAt);
    for (const other of [second, outsider]) {
      const taken = await purchase(other.cookie, therapist.id, freedAt);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('slot_taken');
    }

    // 29 minutes on, it is still the first's; after 30 it passes to the second, for 30 minutes of their own.
    now += 29 * MINUTE;
    expect(await app.waitlist.sweep()).toEqual({ expired: 0, offered: 0 });
    now += 2 * MINUTE;
    expect(await app.waitlist.sweep()).toEqual({ expired: 1, offered: 1 });
    mails = (await newMails()).filter((m) => m.subject.includes(therapist.name));
    const toSecond = mails.filter((m) => m.to.includes(second.email));
    expect(toSecond).toHaveLength(1);
    expect(toSecond[0]!.subject).toBe(`S-a eliberat o oră la ${therapist.name}`);
    expect(toSecond[0]!.text).toContain('dumneavoastră');
    expect(mails.filter((m) => m.to.includes(first.email))).toEqual([]);
    expect((await api(app).get(`/v4/waitlist/offer?token=${firstToken}`, first.cookie)).statusCode).toBe(404);
    expect((await mine(first.cookie))[0]!.offer).toBeNull();
    expect((await mine(second.cookie))[0]!.offer).toMatchObject({ starts_at: freedAt });
    // The first stays in line, but the slot is the second's now.
    const late = await purchase(first.cookie, therapist.id, freedAt);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('slot_taken');

    // The second claims it through the normal payment flow and leaves the line.
    const claim = await purchase(second.cookie, therapist.id, freedAt);
    expect(claim.statusCode).toBe(200);
    await payThroughSandbox(app, claim.json().checkout_url, 'pay');
    const { rows } = await app.db.query<{ status: string }>(
      `SELECT status FROM bookings WHERE worker_id = $1 AND starts_at = $2 AND status IN ('held', 'confirmed')`,
      [therapist.id, freedAt],
    );
    expect(rows).toEqual([{ status: 'confirmed' }]);
    expect(await mine(second.cookie)).toEqual([]);
    expect(await mine(first.cookie)).toHaveLength(1);
    // Nothing more to offer: the sweep finds nobody to tell.
    now += 31 * MINUTE;
    expect(await app.waitlist.sweep()).toEqual({ expired: 0, offered: 0 });
  });

  it('the offered client and another buying the slot at the same moment: the offered one gets it', async () => {
    now = Date.now();
    const { therapist, bookings } = await fullyBookedTherapist();
    const waiting = await createClient(app, 'pl');
    const racer = await createClient(app, 'pl');
    await join(waiting.cookie, therapist.id);
    await app.db.query(`UPDATE bookings SET status = 'released', release_reason = 'test' WHERE id = $1`, [
      bookings.get(4),
    ]);
    expect(await app.waitlist.offerFreedSlots(therapist.id)).toBe(1);
    const startsAt = (await mine(waiting.cookie))[0]!.offer!.starts_at;
    const [theirs, other] = await Promise.all([
      purchase(waiting.cookie, therapist.id, startsAt),
      purchase(racer.cookie, therapist.id, startsAt),
    ]);
    expect([theirs.statusCode, other.statusCode]).toEqual([200, 409]);
    const { rows } = await app.db.query<{ client_id: string }>(
      `SELECT client_id FROM bookings WHERE worker_id = $1 AND starts_at = $2 AND status = 'held'`,
      [therapist.id, startsAt],
    );
    expect(rows).toEqual([{ client_id: waiting.id }]);
  });

  it('leaving releases an offered slot at once and is the end of it', async () => {
    now = Date.now();
    const { therapist, bookings } = await fullyBookedTherapist();
    const me = await createClient(app, 'ua');
    const entry = (await join(me.cookie, therapist.id)).json();
    await app.db.query(`UPDATE bookings SET status = 'released', release_reason = 'test' WHERE id = $1`, [
      bookings.get(5),
    ]);
    // Freed by something other than a cancellation: the minute's sweep finds it.
    expect(await app.waitlist.sweep()).toEqual({ expired: 0, offered: 1 });
    const offered = await newMails();
    expect(offered.filter((m) => m.to.includes(me.email)).at(-1)!.subject).toBe(`Звільнився час — ${therapist.name}`);
    const left = await api(app).post('/v4/waitlist/leave', { entry_id: entry.id }, me.cookie);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ entries: [] });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE worker_id = $1 AND client_id = $2 AND status = 'held'`,
      [therapist.id, me.id],
    );
    expect(rows[0]!.n).toBe(0);
    const again = await api(app).post('/v4/waitlist/leave', { entry_id: entry.id }, me.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('waitlist_entry_not_found');
  });

  it('the export lists the entries and their offers; deleting the account removes them', async () => {
    now = Date.now();
    const { therapist, bookings } = await fullyBookedTherapist();
    const me = await createClient(app, 'en');
    await join(me.cookie, therapist.id);
    await app.db.query(`UPDATE bookings SET status = 'released', release_reason = 'test' WHERE id = $1`, [
      bookings.get(6),
    ]);
    await app.waitlist.offerFreedSlots(therapist.id);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/v4/account/export_my_data?config_id=en',
      headers: { cookie: me.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().waitlist).toEqual([
      {
        therapist: therapist.name,
        service_id: SERVICE_IDS.personal,
        time_zone: ZONE,
        windows: MORNINGS,
        joined_at: expect.any(String),
        offers: [
          {
            starts_at: expect.any(String),
            status: 'open',
            offered_at: expect.any(String),
            expires_at: expect.any(String),
          },
        ],
      },
    ]);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=en',
      headers: { origin: ORIGIN, cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const left = await app.db.query(
      `SELECT 1 FROM waitlist_entries WHERE client_id = $1
        UNION ALL SELECT 1 FROM bookings WHERE client_id = $1 AND status = 'held'`,
      [me.id],
    );
    expect(left.rows).toEqual([]);
  });
});
