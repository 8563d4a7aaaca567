// A mail for every change to a person's session (issue 23, points 9 and 15): the one who made the change gets
// a confirmation, the other side is told (with the reason they were given), the therapist hears of a new
// booking, and the invited partner of a couple session hears of every move and cancellation, including when
// the booker deletes their account. Each in the recipient's language and zone; an opt-out is respected.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser, loginCookie, readMails } from '../helpers';
import { client as clientApi, firstFreeSlot, payThroughSandbox, ORIGIN } from '../payments/payments-helpers';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from './scheduling-helpers';

type Mail = Awaited<ReturnType<typeof readMails>>[number];

describe('mails about a change to a session', () => {
  let app: FastifyInstance;
  let seen = 0;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** The mails sent since the last call. */
  const newMails = async (): Promise<Mail[]> => {
    const all = await readMails(app);
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  };
  const to = (mails: Mail[], email: string) => mails.filter((m) => m.to.includes(email));
  const WEEKDAYS =
    /понеділок|вівторок|середа|четвер|пʼятниця|п'ятниця|субота|неділя|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela/i;

  it('a therapist cancels with a reason: the client reads it in the mail and in the cabinet; the therapist gets a confirmation', async () => {
    const t = await createTherapist(app, { name: 'Ірина Бондаренко' });
    const c = await createClient(app, 'ua');
    const id = await insertBookingRow(app, { workerId: t.id, clientId: c.id, startsAt: hourAhead(40) });
    await newMails();
    const res = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: id, reason: 'Я захворіла, вибачте. Оберіть, будь ласка, інший день.' },
      t.cookie,
    );
    expect(res.statusCode).toBe(200);
    const mails = await newMails();
    const toClient = to(mails, c.email);
    expect(toClient.map((m) => m.subject)).toEqual(['Сесію скасовано']);
    expect(toClient[0]!.text).toContain('Сесію скасовано на прохання терапевта.');
    expect(toClient[0]!.text).toContain('Терапевт: Ірина Бондаренко');
    expect(toClient[0]!.text).toContain('Причина: Я захворіла, вибачте. Оберіть, будь ласка, інший день.');
    // The date stands after a label, with no weekday in the nominative and no "р.." at a sentence end.
    expect(toClient[0]!.text).toMatch(/Час: \d{1,2} [а-яіїєґ]+ \d{4} р\. о \d{2}:\d{2} за київським часом/);
    expect(toClient[0]!.text).not.toMatch(WEEKDAYS);
    expect(toClient[0]!.text).not.toContain('р..');
    expect(toClient[0]!.text).not.toMatch(/\(-ла\)|з Ірина/);

    const toTherapist = to(mails, t.email);
    expect(toTherapist.map((m) => m.subject)).toEqual(['Сесію скасовано']);
    expect(toTherapist[0]!.text).toContain('Ви скасували сесію. Це підтвердження.');
    expect(toTherapist[0]!.text).toContain(`Клієнт: ${c.name}`);

    const past = (await api(app).get('/v4/entities/get-cabinet-appointment-list?kind=past', c.cookie)).json();
    const shown = past.appointments.find((a: { id: string }) => a.id === id);
    expect(shown).toMatchObject({
      cancelled_by: 'therapist',
      cancel_reason: 'Я захворіла, вибачте. Оберіть, будь ласка, інший день.',
    });
  });

  it('a client moves a session: a confirmation to them and the news to the therapist, each in their own language and zone', async () => {
    const t = await createTherapist(app, { market: 'pl', name: 'Anna Nowak' });
    const c = await createClient(app, 'en');
    await app.db.query(`UPDATE users SET timezone = 'Europe/London' WHERE id = $1`, [c.id]);
    const id = await insertBookingRow(app, { workerId: t.id, clientId: c.id, startsAt: hourAhead(60) });
    await newMails();
    const target = hourAhead(90).toISOString();
    const res = await api(app).post('/v4/reschedule_booking', { booking_id: id, starts_at: target }, c.cookie);
    expect(res.statusCode).toBe(200);
    const mails = await newMails();
    const own = to(mails, c.email);
    expect(own.map((m) => m.subject)).toEqual(['Your session has been moved']);
    expect(own[0]!.text).toContain('You have moved this session. This is your confirmation.');
    expect(own[0]!.text).toContain('Therapist: Anna Nowak');
    expect(own[0]!.text).toMatch(
      /New time: \d+ \w+ \d{4} at \d\d:\d\d UK time\nPrevious time: \d+ \w+ \d{4} at \d\d:\d\d\n/,
    );
    const news = to(mails, t.email);
    expect(news.map((m) => m.subject)).toEqual(['Sesja została przeniesiona']);
    expect(news[0]!.text).toContain('Sesja została przeniesiona na prośbę klienta.');
    expect(news[0]!.text).toContain('czasu warszawskiego');
    expect(news[0]!.text).not.toMatch(WEEKDAYS);
    expect(news[0]!.text).not.toContain('Europe/');
  });

  it('the invited partner hears when the booker cancels, and when the booker deletes the account', async () => {
    const t = await createTherapist(app, { market: 'ro', name: 'Ioana Popescu' });
    const booker = await createClient(app, 'ro');
    const cancelled = await insertBookingRow(app, {
      workerId: t.id,
      clientId: booker.id,
      startsAt: hourAhead(50),
      minutes: 80,
      kind: 'couple',
      partnerEmail: 'partener@example.org',
    });
    const later = await insertBookingRow(app, {
      workerId: t.id,
      clientId: booker.id,
      startsAt: hourAhead(120),
      minutes: 80,
      kind: 'couple',
      partnerEmail: 'partener@example.org',
    });
    await app.db.query(`UPDATE bookings SET market = 'ro', currency = 'RON' WHERE id = ANY($1::uuid[])`, [
      [cancelled, later],
    ]);
    await newMails();
    expect((await api(app).post('/v4/cancel_booking', { booking_id: cancelled }, booker.cookie)).statusCode).toBe(200);
    let mails = await newMails();
    const partner = to(mails, 'partener@example.org');
    expect(partner.map((m) => m.subject)).toEqual(['Ședința a fost anulată']);
    expect(partner[0]!.text).toContain('Ședința a fost anulată la cererea clientului.');
    expect(partner[0]!.text).toContain('Terapeut: Ioana Popescu');
    expect(partner[0]!.text).toContain('Tip: ședință de cuplu');
    // One register: "dumneavoastră", never the familiar "tu".
    expect(partner[0]!.text).not.toMatch(/(?<!\p{L})(tu|tău|ta|tine|poți|alege|ești)(?!\p{L})/iu);
    expect(to(mails, booker.email).map((m) => m.subject)).toEqual(['Ședința a fost anulată']);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=ro',
      headers: { origin: ORIGIN, cookie: booker.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    mails = await newMails();
    const told = to(mails, 'partener@example.org').filter((m) => m.subject === 'Ședința a fost anulată');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('contul clientului care a rezervat-o a fost șters');
    expect(to(mails, t.email).map((m) => m.subject)).toContain('Ședința a fost anulată');
    // The leaver gets no confirmation of the cancellations their deletion caused.
    expect(to(mails, booker.email).filter((m) => m.subject === 'Ședința a fost anulată')).toEqual([]);
    // The therapist's list names a deleted client in their own language (the front end), never "deleted user".
    const listed = (await api(app).get('/v4/worker/get_bookings?status=all', t.cookie)).json();
    expect(listed.bookings.length).toBeGreaterThan(0);
    expect(JSON.stringify(listed)).not.toContain('deleted user');
  });

  it('a session booked with a token: a confirmation to the client and a new-booking mail to the therapist', async () => {
    const t = await createTherapist(app, { name: 'Олег Ковальчук' });
    const buyer = await createClient(app, 'ua');
    const bought = await clientApi(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    expect(bought.statusCode).toBe(200);
    await payThroughSandbox(app, bought.json().checkout_url, 'pay');
    await newMails();
    const used = await clientApi(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: t.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(50).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    const mails = await newMails();
    const own = to(mails, buyer.email);
    expect(own.map((m) => m.subject)).toEqual(['Сесію заброньовано']);
    expect(own[0]!.text).toContain('Ви забронювали сесію. Це підтвердження.');
    expect(own[0]!.text).toContain('Терапевт: Олег Ковальчук');
    expect(own[0]!.text).toContain(`/ua/cabinet/sessions/${used.json().booking_id}`);
    const news = to(mails, t.email);
    expect(news.map((m) => m.subject)).toEqual(['Сесію заброньовано']);
    expect(news[0]!.text).toContain('У вас нова сесія.');
    expect(news[0]!.text).toContain(`Клієнт: ${buyer.name}`);
  });

  it('a session paid by card: the therapist hears of it once the payment lands', async () => {
    const t = await createTherapist(app);
    const buyer = await createClient(app, 'ua');
    const hold = await clientApi(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: t.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(70).toISOString(),
    });
    expect(hold.statusCode).toBe(200);
    await newMails();
    await payThroughSandbox(app, hold.json().checkout_url, 'pay');
    const mails = await newMails();
    expect(to(mails, t.email).map((m) => m.subject)).toEqual(['Сесію заброньовано']);
    // The client's confirmation is the receipt; no second mail about the same booking.
    expect(to(mails, buyer.email).filter((m) => m.subject === 'Сесію заброньовано')).toEqual([]);
  });

  it('someone who turned booking mails off gets none', async () => {
    const t = await createTherapist(app);
    const c = await createClient(app, 'ua');
    await app.db.query('UPDATE users SET notify_email_booking_updates = false WHERE id = $1', [c.id]);
    const id = await insertBookingRow(app, { workerId: t.id, clientId: c.id, startsAt: hourAhead(40) });
    await newMails();
    expect(
      (await api(app).post('/v4/cancel_booking', { booking_id: id, reason: 'Хвороба' }, t.cookie)).statusCode,
    ).toBe(200);
    const mails = await newMails();
    expect(to(mails, c.email)).toEqual([]);
    expect(to(mails, t.email)).toHaveLength(1);
  });
  describe('the platform (an admin) changes a couple session', () => {
    let admin: string;
    beforeAll(async () => {
      const a = await createUser(app, { role: 'admin' });
      admin = await loginCookie(app, a.email, a.password);
    });
    const couple = async (partnerEmail: string) => {
      const t = await createTherapist(app, { name: 'Ірина Бондаренко' });
      const booker = await createClient(app, 'ua');
      const id = await insertBookingRow(app, {
        workerId: t.id,
        clientId: booker.id,
        startsAt: hourAhead(50),
        minutes: 80,
        kind: 'couple',
        partnerEmail,
      });
      return { t, booker, id };
    };

    it('an admin cancels on /v4/cancel_booking: the partner is told as on every other change, each side once', async () => {
      const { t, booker, id } = await couple('partner-admin-cancel@example.org');
      await newMails();
      const res = await api(app).post('/v4/cancel_booking', { booking_id: id, reason: 'Технічна перевірка' }, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().cancelled_by).toBe('system');
      const mails = await newMails();
      const partner = to(mails, 'partner-admin-cancel@example.org');
      expect(partner.map((m) => m.subject)).toEqual(['Сесію скасовано']);
      expect(partner[0]!.text).toContain('Команда платформи скасувала сесію.');
      expect(partner[0]!.text).toContain('Терапевт: Ірина Бондаренко');
      expect(partner[0]!.text).toContain('Формат: парна сесія');
      // The partner reads neither the booker's name nor the reason meant for the client.
      expect(partner[0]!.text).not.toContain(booker.name);
      expect(partner[0]!.text).not.toContain('Технічна перевірка');
      // The client and the therapist get the platform's refund notice, one each, not a second mail.
      expect(to(mails, booker.email)).toHaveLength(1);
      expect(to(mails, t.email)).toHaveLength(1);
    });

    it('an admin refunds a paid couple session from the order page: the partner hears of the cancellation', async () => {
      const t = await createTherapist(app, { name: 'Олена Шевчук' });
      const buyer = await createClient(app, 'ua');
      const initiated = await clientApi(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: t.id,
        service_id: SERVICE_IDS.couple,
        starts_at: await firstFreeSlot(app, t.id, SERVICE_IDS.couple, 72),
        partner_email: 'partner-admin-refund@example.org',
      });
      expect(initiated.statusCode).toBe(200);
      await payThroughSandbox(app, initiated.json().checkout_url, 'pay');
      await newMails();
      const refund = await app.inject({
        method: 'POST',
        url: `${app.config.basePath}/v4/admin/orders/${initiated.json().order_id}/refund`,
        headers: { origin: ORIGIN, cookie: admin },
        payload: {},
      });
      expect(refund.statusCode).toBe(200);
      const mails = await newMails();
      const partner = to(mails, 'partner-admin-refund@example.org');
      expect(partner.map((m) => m.subject)).toEqual(['Сесію скасовано']);
      expect(partner[0]!.text).toContain('Команда платформи скасувала сесію.');
      expect(partner[0]!.text).toContain('Терапевт: Олена Шевчук');
      expect(partner[0]!.text).not.toContain(buyer.name);
      expect(to(mails, buyer.email)).toHaveLength(1);
      expect(to(mails, t.email)).toHaveLength(1);
    });

    it('an admin moves a session: the client, the therapist and the partner each hear of it', async () => {
      const { t, booker, id } = await couple('partner-admin-move@example.org');
      await newMails();
      const target = hourAhead(96).toISOString();
      const res = await api(app).post('/v4/reschedule_booking', { booking_id: id, starts_at: target }, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().starts_at).toBe(target);
      const mails = await newMails();
      for (const email of [booker.email, t.email, 'partner-admin-move@example.org']) {
        const got = to(mails, email);
        expect(got.map((m) => m.subject)).toEqual(['Сесію перенесено']);
        expect(got[0]!.text).toContain('Команда платформи перенесла сесію.');
        expect(got[0]!.text).toMatch(/Новий час: .+\nПопередній час: /);
      }
      expect(to(mails, t.email)[0]!.text).toContain(`Клієнт: ${booker.name}`);
      expect(to(mails, 'partner-admin-move@example.org')[0]!.text).not.toContain(booker.name);
      // Someone else's session stays invisible to a client who is not in it.
      const stranger = await createClient(app, 'ua');
      const refused = await api(app).post(
        '/v4/reschedule_booking',
        { booking_id: id, starts_at: hourAhead(100).toISOString() },
        stranger.cookie,
      );
      expect(refused.statusCode).toBe(404);
    });
  });
});
