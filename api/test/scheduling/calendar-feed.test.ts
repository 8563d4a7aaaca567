// The calendar feed as a subscribed calendar sees it: one event per session with a stable UID, SEQUENCE growing
// with each move and the cancellation, STATUS:CANCELLED kept after a cancellation, wall-clock times in the
// person's zone across a DST change, a join link; a revoked or renewed address answers 404; nobody's feed shows
// another person's sessions or a client's name.
import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  type TestTherapist,
} from './scheduling-helpers';

type Event = Record<string, string>;

/** The calendar's events, property name (without parameters) -> value, and `DTSTART;...` keys with parameters. */
function parseIcs(ics: string): { calendar: string[]; events: Event[] } {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Event[] = [];
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      const value = line.slice(colon + 1);
      current[head.split(';')[0]!] = value;
      if (head.includes(';')) current[head] = value;
    }
  }
  return { calendar: lines, events };
}

const unescape = (text: string) => text.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

/** The path (under the base path) of a feed address the api handed out. */
function feedPath(app: FastifyInstance, url: string): string {
  const parsed = new URL(url);
  expect(parsed.pathname).toBe(`${app.config.basePath}/calendar_feed.ics`);
  return `${parsed.pathname.slice(app.config.basePath.length)}${parsed.search}`;
}

describe('calendar feed', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'pl', timeZone: 'Europe/Warsaw', name: 'Anna Nowak' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  async function subscribe(cookie: string): Promise<string> {
    const res = await api(app).post('/v4/calendar_feed/renew', {}, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ active: true, url: expect.stringMatching(/^http/) });
    return feedPath(app, body.url);
  }

  async function feed(path: string) {
    const res = await api(app).get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return parseIcs(res.body);
  }

  it('follows a move with the same UID and a higher SEQUENCE, then shows the cancellation', async () => {
    const client = await createClient(app, 'pl');
    const start = hourAhead(72);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: start });
    const clientFeed = await subscribe(client.cookie);
    const therapistFeed = await subscribe(therapist.cookie);

    const first = (await feed(clientFeed)).events.find((e) => e.UID === `${id}@rozmova`)!;
    expect(first).toMatchObject({ SEQUENCE: '0', STATUS: 'CONFIRMED', SUMMARY: 'Sesja Rozmova: Anna Nowak' });
    const join = `http://localhost:3000/pl/cabinet/video_call/personal/${id}`;
    expect(first.URL).toBe(join);
    expect(first.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescape(first.DESCRIPTION!)).toBe(
      `Dołącz do sesji: ${join}\nPrzełóż lub odwołaj: http://localhost:3000/pl/cabinet/sessions/${id}`,
    );

    const movedTo = hourAhead(96);
    const moved = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: movedTo.toISOString() },
      therapist.cookie,
    );
    expect(moved.statusCode).toBe(200);
    for (const path of [clientFeed, therapistFeed]) {
      const same = (await feed(path)).events.filter((e) => e.UID === `${id}@rozmova`);
      expect(same).toHaveLength(1);
      expect(same[0]).toMatchObject({ SEQUENCE: '1', STATUS: 'CONFIRMED' });
      const local = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Warsaw',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
        .format(movedTo)
        .replace(/[-:]/g, '')
        .replace(' ', 'T');
      expect(same[0]!['DTSTART;TZID=Europe/Warsaw']).toBe(local);
    }

    const cancelled = await api(app).post('/v4/cancel_booking', { booking_id: id, refund_to: 'token' }, client.cookie);
    expect(cancelled.statusCode).toBe(200);
    const after = (await feed(clientFeed)).events.filter((e) => e.UID === `${id}@rozmova`);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ SEQUENCE: '2', STATUS: 'CANCELLED', DESCRIPTION: 'Ta sesja została odwołana.' });
    expect(after[0]!.URL).toBeUndefined();
    const therapistView = (await feed(therapistFeed)).events.find((e) => e.UID === `${id}@rozmova`)!;
    expect(therapistView).toMatchObject({ SEQUENCE: '2', STATUS: 'CANCELLED' });
  });

  it('keeps the wall-clock time in the person’s zone on both sides of a DST change', async () => {
    const client = await createClient(app, 'pl');
    // The next EU change at least three days ahead: last Sunday of March or October, 01:00 UTC.
    const lastSunday = (year: number, month: number) => {
      const last = new Date(Date.UTC(year, month + 1, 0));
      return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
    };
    const year = new Date().getUTCFullYear();
    const change = [year, year + 1]
      .flatMap((y) => [lastSunday(y, 2), lastSunday(y, 9)])
      .find((t) => t > Date.now() + 3 * 86_400_000)!;
    const springs = new Date(change).getUTCMonth() === 2;
    // 10:00 Warsaw time two days before and one day after the change.
    const before = new Date(change - 2 * 86_400_000 + (springs ? 8 : 7) * 3_600_000);
    const afterChange = new Date(change + 86_400_000 + (springs ? 7 : 8) * 3_600_000);
    const ids = [
      await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: before }),
      await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: afterChange }),
    ];
    const { calendar, events } = await feed(await subscribe(client.cookie));
    const starts = ids.map((id) => events.find((e) => e.UID === `${id}@rozmova`)!['DTSTART;TZID=Europe/Warsaw']);
    expect(starts.map((s) => s!.slice(9))).toEqual(['100000', '100000']);
    // The zone's definition names the change: 02:00 CET becomes 03:00 CEST, or 03:00 CEST becomes 02:00 CET.
    const changeLocal = new Date(change + (springs ? 1 : 2) * 3_600_000)
      .toISOString()
      .slice(0, 19)
      .replace(/[-:]/g, '');
    const at = calendar.indexOf(`DTSTART:${changeLocal}`);
    expect(at).toBeGreaterThan(calendar.indexOf('TZID:Europe/Warsaw'));
    expect(calendar.slice(at + 1, at + 3)).toEqual(
      springs ? ['TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200'] : ['TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100'],
    );
  });

  it('a revoked or renewed address answers 404, and only the newest one works', async () => {
    const client = await createClient(app, 'en');
    expect((await api(app).get('/v4/calendar_feed', client.cookie)).json()).toEqual({
      active: false,
      created_at: null,
      url: null,
    });
    const first = await subscribe(client.cookie);
    const status = (await api(app).get('/v4/calendar_feed', client.cookie)).json();
    expect(status).toMatchObject({ active: true, url: null });
    expect(Date.parse(status.created_at)).not.toBeNaN();

    const second = await subscribe(client.cookie);
    expect(second).not.toBe(first);
    const old = await api(app).get(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe('calendar_feed_not_found');
    expect((await api(app).get(second)).statusCode).toBe(200);

    const revoked = await api(app).post('/v4/calendar_feed/revoke', {}, client.cookie);
    expect(revoked.json()).toEqual({ active: false, created_at: null, url: null });
    expect((await api(app).get(second)).statusCode).toBe(404);
    expect((await api(app).get('/calendar_feed.ics?token=not-a-feed')).statusCode).toBe(404);
    expect((await api(app).get('/calendar_feed.ics')).statusCode).toBe(400);
  });

  it('shows each person only their own sessions, and never a client’s name, e-mail or notes to the calendar', async () => {
    const alice = await createClient(app, 'ua');
    const bob = await createClient(app, 'ua');
    const partner = await createClient(app, 'ua');
    const otherTherapist = await createTherapist(app, { market: 'ua' });
    const alicesCouple = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: alice.id,
      startsAt: hourAhead(120),
      kind: 'couple',
      minutes: 80,
      partnerEmail: partner.email,
    });
    await app.db.query(`UPDATE bookings SET client_note = 'Тривога після втрати роботи' WHERE id = $1`, [alicesCouple]);
    const bobs = await insertBookingRow(app, { workerId: therapist.id, clientId: bob.id, startsAt: hourAhead(150) });
    const elsewhere = await insertBookingRow(app, {
      workerId: otherTherapist.id,
      clientId: bob.id,
      startsAt: hourAhead(200),
    });
    const uids = async (cookie: string) => (await feed(await subscribe(cookie))).events.map((e) => e.UID);

    expect(await uids(alice.cookie)).toEqual([`${alicesCouple}@rozmova`]);
    expect(await uids(partner.cookie)).toEqual([`${alicesCouple}@rozmova`]);
    expect(await uids(bob.cookie)).toEqual([`${bobs}@rozmova`, `${elsewhere}@rozmova`]);
    expect(await uids(otherTherapist.cookie)).toEqual([`${elsewhere}@rozmova`]);

    const therapistIcs = (await api(app).get(await subscribe(therapist.cookie))).body;
    for (const secret of [alice.name, alice.email, bob.name, bob.email, partner.email, 'Тривога']) {
      expect(therapistIcs).not.toContain(secret);
    }
    const couple = parseIcs(therapistIcs).events.find((e) => e.UID === `${alicesCouple}@rozmova`)!;
    expect(couple.SUMMARY).toBe('Rozmova: sesja dla par');
    const partnerIcs = (await api(app).get(await subscribe(partner.cookie))).body;
    for (const secret of [alice.name, alice.email, 'Тривога']) expect(partnerIcs).not.toContain(secret);
  });

  it('is for signed-in clients and therapists only', async () => {
    expect((await api(app).get('/v4/calendar_feed')).statusCode).toBe(401);
    const admin = await createTherapist(app);
    await app.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const res = await api(app).post('/v4/calendar_feed/renew', {}, admin.cookie);
    expect(res.statusCode).toBe(403);
    const body = await api(app).post('/v4/calendar_feed/renew', { user_id: 'x' }, therapist.cookie);
    expect(body.statusCode).toBe(400);
  });

  it('stops when the account is deleted', async () => {
    const client = await createClient(app, 'ro');
    const path = await subscribe(client.cookie);
    const res = await app.inject({
      method: 'DELETE',
      url: `${app.config.basePath}/delete_account?config_id=ro`,
      headers: { origin: ORIGIN, cookie: client.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await api(app).get(path)).statusCode).toBe(404);
  });
});
