// Export that is complete (issue 22): every column of the database that points at a person (a foreign key to
// users, or a column holding an e-mail address) is either exported or listed as excluded with a reason
// (src/plugins/app/my-data/coverage.ts), read from the live catalog so a new table about people cannot slip by;
// and a client and a therapist with a row in each such column find every one of them in their own export.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails } from '../helpers';
import { client, orderStatus, payThroughSandbox } from '../payments/payments-helpers';
import {
  api,
  createTherapist,
  hourAhead,
  insertBookingRow,
  makeClientOf,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';
import { MY_DATA_COVERAGE } from '../../src/plugins/app/my-data/coverage';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';

jest.setTimeout(240_000);

/** `a.b` of an export: the value at that path. */
function at(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], data);
}

describe('the export covers every column about a person', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'pl', timeZone: 'Europe/Warsaw' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('each foreign key to users and each e-mail column is exported or excluded with a reason', async () => {
    const { rows } = await app.db.query<{ col: string }>(
      `SELECT cl.relname || '.' || a.attname AS col
         FROM pg_constraint c
         JOIN pg_class cl ON cl.oid = c.conrelid
         JOIN pg_namespace n ON n.oid = cl.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND n.nspname = current_schema()
       UNION
       SELECT c.table_name || '.' || c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND (c.column_name ~ '(^|_)e?mail$' OR c.column_name IN ('reply_to'))`,
    );
    const catalog = rows.map((r) => r.col).sort();
    expect(catalog.length).toBeGreaterThan(25);
    const declared = Object.keys(MY_DATA_COVERAGE).sort();
    // A column here and not in coverage.ts: decide whether the export shows it, or say why not.
    expect({ 'neither exported nor excluded': catalog.filter((c) => !(c in MY_DATA_COVERAGE)) }).toEqual({
      'neither exported nor excluded': [],
    });
    expect({ 'declared but not in the database': declared.filter((c) => !catalog.includes(c)) }).toEqual({
      'declared but not in the database': [],
    });
    for (const [column, coverage] of Object.entries(MY_DATA_COVERAGE)) {
      if ('excluded' in coverage)
        expect({ column, reason: coverage.excluded.length >= 30 }).toEqual({ column, reason: true });
    }
  });

  it('a client and a therapist with a row in every such column find each in their own export', async () => {
    const me = await createUser(app, { role: 'user', locale: 'pl', name: 'Zofia Eksport' });
    const cookie = await loginCookie(app, me.email, me.password, 'pl');
    const as = client(app, cookie, 'pl');
    const anonymous = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${path}?config_id=pl`, headers: { origin: ORIGIN }, payload });

    // Rows that find her by account...
    await as.post('/v4/analytics/set_client_id', { client_id: '555.777' });
    await as.post('/analytics/track_mixpanel', { event: 'cabinet_open', properties: { tab: 'my_data' } });
    await as.post('/v4/frontend_error', {
      stack_trace: 'TypeError: x is undefined',
      url: 'https://rozmova.pl/pl/cabinet',
    });
    await as.post('/subscribe/newsletter', { email: 'zofia.work@example.org', name: 'Zofia' });
    await as.post('/contact/business', {
      name: 'Zofia',
      email: 'zofia.work@example.org',
      company: 'Firma',
      message: 'Oferta',
      consent: true,
    });
    await as.post('/v4/purchase_rule/apply_purchase_rule?track_mixpanel=true', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      promo_code: 'NIEMA',
    });
    await as.post('/v4/recommendation/recommend', {
      concerns: ['anxiety'],
      service_kind: 'personal',
      language: 'pl',
      preferred_times: ['evening'],
      timezone: 'Europe/Warsaw',
    });
    await makeClientOf(app, therapist.id, me.id);
    // A place on a waitlist (joining through the api needs a fully booked therapist: test/waitlist/waitlist.test.ts).
    await app.db.query(
      `INSERT INTO waitlist_entries (client_id, worker_id, service_id, time_zone, windows)
       VALUES ($1, $2, $3, 'Europe/Warsaw', '[{"weekdays": [1], "from": "09:00", "to": "12:00"}]')`,
      [me.id, therapist.id, SERVICE_IDS.personal],
    );
    // A weekly series of hers with the therapist (booking one through the api: test/series/series.test.ts).
    await app.db.query(
      `INSERT INTO series (worker_id, client_id, service_id, every_weeks, payment, market)
       VALUES ($1, $2, $3, 1, 'pay_per_occurrence', 'pl')`,
      [therapist.id, me.id, SERVICE_IDS.personal],
    );
    // Her oblast and outage group, and a session she moved for a lost connection (test/outages/).
    await app.db.query(`INSERT INTO outage_profiles (user_id, oblast_id, outage_group) VALUES ($1, 'lvivska', '2.1')`, [
      me.id,
    ]);
    await app.db.query(
      `INSERT INTO outage_moves (user_id, kind, market, month, created_at) VALUES ($1, 'outage_move', 'ua', '2026-11', now())`,
      [me.id],
    );
    // Two-step sign-in on, one recovery code used, one wrong code typed.
    await app.db.query(
      `INSERT INTO user_totp (user_id, secret, confirmed_at) VALUES ($1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', now())`,
      [me.id],
    );
    await app.db.query(
      `INSERT INTO totp_recovery_codes (user_id, code_hash, used_at) VALUES ($1, '\\x01', now()), ($1, '\\x02', NULL)`,
      [me.id],
    );
    await app.db.query('INSERT INTO second_factor_failures (user_id) VALUES ($1)', [me.id]);
    await app.db.query(`INSERT INTO promo_rules (code, kind, percent_off) VALUES ('EKSPORT10', 'percent', 10)`);
    const bought = await as.post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(24 * 5).toISOString(),
      promo_code: 'EKSPORT10',
    });
    expect(bought.statusCode).toBe(200);
    await payThroughSandbox(app, bought.json().checkout_url, 'pay');
    const bundle = await as.post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    await payThroughSandbox(app, bundle.json().checkout_url, 'pay');
    const subscription = await as.post('/v4/subscription_management/initiate_purchase_of_subscription', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      sessions_per_month: 4,
    });
    expect(subscription.json()).toMatchObject({ checkout_url: expect.any(String) });
    await payThroughSandbox(app, subscription.json().checkout_url, 'pay');
    const gift = await as.post('/v4/giftcode/initiate_purchase_of_giftcode', {
      service_id: SERVICE_IDS.personal,
      sessions: 1,
      recipient_name: 'Mama',
    });
    await payThroughSandbox(app, gift.json().checkout_url, 'pay');
    // ...one given to her by someone else, which she redeems...
    const giver = await createUser(app, { role: 'user', locale: 'pl' });
    const giverCookie = await loginCookie(app, giver.email, giver.password, 'pl');
    const present = await client(app, giverCookie, 'pl').post('/v4/giftcode/initiate_purchase_of_giftcode', {
      service_id: SERVICE_IDS.personal,
      sessions: 3,
    });
    expect(present.json()).toMatchObject({ checkout_url: expect.any(String) });
    await payThroughSandbox(app, present.json().checkout_url, 'pay');
    const code = (await orderStatus(app, giverCookie, present.json().order_id)).gift_code!;
    expect((await as.post('/v4/giftcode/redeem', { code })).statusCode).toBe(200);
    // ...and rows that know only her address: a newsletter and an inquiry sent before she signed up, and the
    // invitation to someone else's couple session as their partner.
    await anonymous('/subscribe/newsletter', { email: me.email });
    await anonymous('/contact/business', {
      name: 'Zofia',
      email: me.email,
      message: 'Pytanie przed rejestracją',
      consent: true,
    });
    const host = await createUser(app, { role: 'user', locale: 'pl', name: 'Jan Gospodarz' });
    const couple = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: host.id,
      startsAt: hourAhead(24 * 8),
      kind: 'couple',
      partnerEmail: me.email,
    });
    await app.db.tx((q) => app.appointments.sendPartnerInvite(q, couple, 'Jan Gospodarz'));
    // She accepts the invitation (the link's own path is in test/core/identity.test.ts).
    await app.db.query(`UPDATE partner_invitations SET accepted_at = now(), accepted_by = $2 WHERE booking_id = $1`, [
      couple,
      me.id,
    ]);
    await app.db.query('UPDATE bookings SET partner_id = $2 WHERE id = $1', [couple, me.id]);
    // The therapist's own: profile, a special day, a session with a note, a morning agenda.
    await app.db.query(
      `INSERT INTO special_work_days (worker_id, work_date, note) VALUES ($1, '2031-05-05', 'urlop')`,
      [therapist.id],
    );
    await app.db.query(`UPDATE bookings SET worker_note = 'pierwsza rozmowa' WHERE worker_id = $1`, [therapist.id]);
    await api(app).post('/v4/worker/daily_agenda', { enabled: true }, therapist.cookie);
    // Ten days ahead: the couple session above is eight days ahead at the next full hour, which can be noon in Warsaw.
    const day = localDayAt('Europe/Warsaw', Date.now()) + 10;
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: host.id,
      startsAt: new Date(wallTimeToInstant('Europe/Warsaw', day, 12 * 60)),
    });
    expect(await app.reminders.sendAgendas(new Date(wallTimeToInstant('Europe/Warsaw', day, 7 * 60 + 5)))).toBe(1);
    await readMails(app);

    const exportOf = async (who: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v4/account/export_my_data?config_id=pl',
        headers: { cookie: who },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as Record<string, unknown>;
    };
    const exports = { client: await exportOf(cookie), therapist: await exportOf(therapist.cookie) };
    for (const [column, coverage] of Object.entries(MY_DATA_COVERAGE)) {
      if (!('section' in coverage)) continue;
      const value = at(exports[coverage.of], coverage.section);
      const present = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
      expect({ column, section: coverage.section, present }).toEqual({
        column,
        section: coverage.section,
        present: true,
      });
    }

    // The columns that find her by address alone, found that way.
    const data = exports.client as {
      newsletter: Array<{ email: string }>;
      business_inquiries: Array<{ email: string; message: string }>;
      mails: Array<{ purpose: string; to: string | null; reply_to: string | null; status: string; subject: string }>;
      sessions: Array<{ id: string; role: string }>;
      orders: Array<{ promo_code: string | null; discount: number }>;
      tokens: { balance: number; ledger: Array<{ reason: string; change: number }> };
      gift_codes: Array<{ bought_by_me: boolean; redeemed_by_me: boolean }>;
    };
    expect(data.newsletter.map((n) => n.email).sort()).toEqual([me.email, 'zofia.work@example.org'].sort());
    expect(data.business_inquiries.map((b) => b.message)).toContain('Pytanie przed rejestracją');
    expect(data.mails).toContainEqual(
      expect.objectContaining({ purpose: 'partner_invitation', to: me.email, status: 'sent' }),
    );
    expect(data.mails).toContainEqual(expect.objectContaining({ purpose: 'business_inquiry', reply_to: me.email }));
    expect(data.mails).toContainEqual(expect.objectContaining({ purpose: 'payment_receipt', status: 'sent' }));
    expect(data.sessions).toContainEqual(expect.objectContaining({ id: couple, role: 'partner' }));
    expect(data.orders).toContainEqual(expect.objectContaining({ promo_code: 'EKSPORT10' }));
    expect(data.tokens.ledger).toContainEqual(expect.objectContaining({ reason: 'bundle_purchase', change: 5 }));
    expect(data.tokens.balance).toBeGreaterThanOrEqual(5);
    expect(data.gift_codes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bought_by_me: true, redeemed_by_me: false }),
        expect.objectContaining({ bought_by_me: false, redeemed_by_me: true }),
      ]),
    );
    // Nothing of the other people in her records: not the host who invited her, not the giver.
    expect(JSON.stringify(exports.client)).not.toContain(host.email);
    expect(JSON.stringify(exports.client)).not.toContain(giver.email);
    // The therapist's records show their sessions and notes, not who the clients were (the mails they received,
    // which name their clients, are theirs as sent).
    expect(JSON.stringify(exports.therapist.therapist)).not.toContain(me.email);
    expect(JSON.stringify(exports.therapist.therapist)).not.toContain('Zofia Eksport');
  });
});
