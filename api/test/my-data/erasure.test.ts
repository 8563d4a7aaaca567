// Erasure that is complete (issue 22): a client leaves traces in every area the way a person would (sessions,
// therapists' notes, mails about them to therapists and to a partner, analytics, error reports, newsletter,
// business inquiry, promo look-ups, questionnaire, payments), deletes the account, and then the whole database
// (every table of the app's schema and of its job queue's, every text, JSON and array column) is searched for
// the e-mail, the phone and every form of the name. Only the accounting tables the docs list may keep rows
// about them, and even those must not name them.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails } from '../helpers';
import { client, payThroughSandbox } from '../payments/payments-helpers';
import {
  api,
  createTherapist,
  hourAhead,
  insertBookingRow,
  makeClientOf,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';
import { fold, nameFormsForSearch } from '../../src/plugins/app/bookings/scrub-mentions';
import { KEPT_FOR_ACCOUNTING } from '../../src/plugins/app/my-data/retention';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';

jest.setTimeout(240_000);

const NAME = 'Олена Коваль';
const EMAIL = 'olena.koval.erasure@example.com';
const PHONE = '+380671234567';

describe('account deletion leaves nothing of the person outside the accounting tables', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let other: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'ua', timeZone: 'Europe/Kyiv' });
    other = await createTherapist(app, { market: 'ua' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every text-like value of every table of the app's schema and its job schema, as `schema.table.column`. */
  async function dump(): Promise<Array<{ where: string; table: string; value: string }>> {
    const { rows: columns } = await app.db.query<{ table_schema: string; table_name: string; column_name: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema IN (current_schema(), current_schema() || '_jobs') AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'bytea')`,
    );
    expect(columns.length).toBeGreaterThan(40);
    expect(new Set(columns.map((c) => c.table_schema)).size).toBe(2);
    const values: Array<{ where: string; table: string; value: string }> = [];
    for (const c of columns) {
      const { rows } = await app.db.query<{ v: string }>(
        `SELECT "${c.column_name}"::text AS v FROM "${c.table_schema}"."${c.table_name}" WHERE "${c.column_name}" IS NOT NULL`,
      );
      for (const r of rows) values.push({ where: `${c.table_name}.${c.column_name}`, table: c.table_name, value: r.v });
    }
    return values;
  }

  const namePattern = nameFormsForSearch(NAME)!;
  const traces = (value: string): string[] => {
    const folded = fold(value.normalize('NFC'));
    const found: string[] = [];
    if (folded.includes(fold(EMAIL)) || folded.includes('olena.koval.erasure')) found.push('e-mail');
    if (value.replace(/[\s().-]/g, '').includes('671234567')) found.push('phone');
    namePattern.lastIndex = 0;
    const m = namePattern.exec(folded);
    if (m) found.push(`name ("${value.slice(m.index, m.index + m[0].length)}")`);
    return found;
  };
  const leftovers = async (): Promise<string[]> => {
    const hits = new Set<string>();
    for (const { where, table, value } of await dump()) {
      if (table in KEPT_FOR_ACCOUNTING) continue;
      for (const t of traces(value)) hits.add(`${where}: ${t}`);
    }
    return [...hits].sort();
  };

  it('after DELETE /delete_account no e-mail, phone or form of the name is left', async () => {
    const me = await createUser(app, { role: 'user', locale: 'ua', email: EMAIL, name: NAME });
    const cookie = await loginCookie(app, me.email, me.password, 'ua');
    const as = client(app, cookie, 'ua');
    expect((await as.post('/change_user_info', { phone: PHONE, timezone: 'Europe/Kyiv' })).statusCode).toBe(200);

    // Sessions: a past one whose therapist wrote about her in every way a note can, and a couple session ahead,
    // booked by the therapist (she is mailed a cancel link; her partner an invitation naming her).
    const past = await makeClientOf(app, therapist.id, me.id);
    await app.db.query('UPDATE bookings SET worker_note = $2 WHERE id = $1', [
      past,
      'Олена прийшла сама. Олені важко спати, з Оленою говорили про роботу; Коваль — прізвище чоловіка. ' +
        'Тел. 067 123-45-67, пише з Olena.Koval.Erasure@example.com (Olena Koval). Тема: безсоння.',
    ]);
    await app.db.query(`INSERT INTO special_work_days (worker_id, work_date, note) VALUES ($1, '2031-03-03', $2)`, [
      therapist.id,
      'Вікно для Олени Коваль',
    ]);
    const zone = 'Europe/Kyiv';
    const day = localDayAt(zone, Date.now()) + 3;
    const couple = await api(app).post(
      '/v4/worker/create_booking',
      {
        client_email: EMAIL,
        service_id: SERVICE_IDS.couple,
        starts_at: new Date(wallTimeToInstant(zone, day, 15 * 60)).toISOString(),
        partner_email: 'taras.partner@example.org',
        note: 'Пара: Олена та Тарас',
      },
      therapist.cookie,
    );
    expect(couple.statusCode).toBe(200);
    // The therapist's morning agenda of that day names her.
    await api(app).post('/v4/worker/daily_agenda', { enabled: true }, therapist.cookie);
    expect(await app.reminders.sendAgendas(new Date(wallTimeToInstant(zone, day, 7 * 60 + 5)))).toBe(1);

    // She is also the invited partner of someone else's couple session.
    const petro = await createUser(app, { role: 'user', locale: 'ua', name: 'Петро Мельник' });
    const theirs = await insertBookingRow(app, {
      workerId: other.id,
      clientId: petro.id,
      startsAt: hourAhead(24 * 9),
      kind: 'couple',
      partnerEmail: EMAIL,
    });
    await app.db.tx((q) => app.appointments.sendPartnerInvite(q, theirs, 'Петро Мельник'));

    // Money: a bought session with the other therapist that she cancels (he is told, by name), and tokens.
    const bought = await as.post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: other.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(24 * 6).toISOString(),
    });
    expect(bought.statusCode).toBe(200);
    await payThroughSandbox(app, bought.json().checkout_url, 'pay');
    expect((await as.post('/v4/cancel_booking', { booking_id: bought.json().booking_id })).statusCode).toBe(200);
    const bundle = await as.post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    await payThroughSandbox(app, bundle.json().checkout_url, 'pay');

    // Everything else a person leaves behind.
    await app.inject({
      method: 'POST',
      url: '/api/analytics/track_mixpanel?config_id=ua',
      headers: { origin: ORIGIN },
      payload: { event: 'landing_open', distinct_id: '1234.5678', properties: { ref: 'olena.koval.erasure' } },
    });
    await as.post('/v4/analytics/set_client_id', { client_id: '1234.5678' });
    await as.post('/analytics/track_mixpanel', { event: 'cabinet_open', properties: { email: EMAIL } });
    await as.post('/v4/frontend_error', {
      stack_trace: `TypeError for ${EMAIL}`,
      url: 'https://rozmova.ua/ua/cabinet',
    });
    await as.post('/subscribe/newsletter', { email: EMAIL, name: NAME });
    await as.post('/contact/business', {
      name: NAME,
      email: EMAIL,
      company: 'Коваль і партнери',
      phone: PHONE,
      message: 'Добрий день, це Олена.',
      consent: true,
    });
    await as.post('/v4/purchase_rule/apply_purchase_rule?track_mixpanel=true', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      promo_code: 'OLENA-KOVAL',
    });
    expect(
      (
        await as.post('/v4/recommendation/recommend', {
          concerns: ['anxiety'],
          service_kind: 'personal',
          language: 'uk',
          preferred_times: ['evening'],
          timezone: 'Europe/Kyiv',
        })
      ).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/restore_password?config_id=ua',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL },
    });
    await readMails(app);
    const before = await leftovers();
    for (const table of [
      'users',
      'bookings',
      'mail_outbox',
      'special_work_days',
      'mixpanel_events',
      'frontend_errors',
      'newsletter_subscriptions',
      'business_inquiries',
      'promo_lookups',
    ]) {
      expect({ table, traced: before.some((hit) => hit.startsWith(`${table}.`)) }).toEqual({ table, traced: true });
    }

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=ua',
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    // The therapist still learns who cancelled (the mail goes as written), and the goodbye reaches her...
    const mails = await readMails(app);
    const told = mails.filter((m) => m.to.includes(therapist.email) && m.subject === 'Сесію скасовано').at(-1)!;
    expect(told.text).toContain(NAME);
    expect(mails.some((m) => m.to.includes(EMAIL) && /видалено/.test(m.subject))).toBe(true);

    // ...and then nothing of her is left anywhere but in the accounting tables, and not even there.
    expect(await leftovers()).toEqual([]);
    const everywhere = new Set<string>();
    for (const { where, value } of await dump()) for (const t of traces(value)) everywhere.add(`${where}: ${t}`);
    expect([...everywhere]).toEqual([]);

    // The therapist's working record stays, without her.
    const note = await app.db.query<{ worker_note: string }>('SELECT worker_note FROM bookings WHERE id = $1', [past]);
    expect(note.rows[0]!.worker_note).toBe(
      '[removed] прийшла сама. [removed] важко спати, з [removed] говорили про роботу; [removed] — прізвище чоловіка. ' +
        'Тел. [removed], пише з [removed] ([removed]). Тема: безсоння.',
    );
    // Accounting keeps its rows (pointing at the anonymous account).
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND status IN ('paid', 'refunded')`,
      [me.id],
    );
    expect(rows[0]!.n).toBe(2);
  });
});
