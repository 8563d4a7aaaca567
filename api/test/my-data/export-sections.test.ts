// The my-data export is assembled from one contribution per area (api/docs/area-contracts.md, issue 26): each
// area registers its sections and reads only its own tables, my-data reads only core's, and a section nobody
// gave fails the export instead of leaving the person's copy short.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie } from '../helpers';
import { client } from '../payments/payments-helpers';
import {
  crossAreaUses,
  pluginSources,
  PLUGINS_DIR,
  readAreaMap,
  tablesNamedIn,
  sqlStringsOf,
} from '../support/area-sql';
import { EXPORT_SECTIONS, MyDataSections } from '../../src/plugins/app/my-data/export-contract';

describe('my-data export: one contribution per area', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('has every section registered, each by the area that owns its tables', () => {
    expect(app.myDataSections.owners()).toEqual({
      calendarFeed: 'scheduling',
      sessions: 'scheduling',
      orders: 'payments',
      promoLookups: 'payments',
      questionnaires: 'recommendation',
      tokenAccounts: 'payments',
      tokenLedger: 'payments',
      giftCodes: 'payments',
      subscriptions: 'payments',
      waitlist: 'scheduling',
      series: 'scheduling',
      outages: 'scheduling',
      therapist: 'scheduling',
    });
    expect(Object.keys(app.myDataSections.owners()).sort()).toEqual([...EXPORT_SECTIONS].sort());
  });

  it("recommendation's contribution lands in its section of the person's own export, and nobody else's", async () => {
    const ask = async (name: string, concern: string) => {
      const person = await createUser(app, { role: 'user', locale: 'pl', name });
      const cookie = await loginCookie(app, person.email, person.password, 'pl');
      const res = await client(app, cookie, 'pl').post('/v4/recommendation/recommend', {
        concerns: [concern],
        service_kind: 'personal',
        language: 'pl',
        preferred_times: ['evening'],
        timezone: 'Europe/Warsaw',
      });
      expect(res.statusCode).toBe(200);
      return { cookie, id: res.json().recommendation_id as string };
    };
    const a = await ask('Ala Sekcja', 'anxiety');
    const b = await ask('Bartek Sekcja', 'grief');

    const res = await client(app, a.cookie, 'pl').get('/v4/account/export_my_data');
    expect(res.statusCode).toBe(200);
    const questionnaires = res.json().questionnaires as { id: string; answers: { concerns: string[] } }[];
    expect(questionnaires.map((q) => q.id)).toEqual([a.id]);
    expect(questionnaires[0]!.answers.concerns).toEqual(['anxiety']);
    expect(res.body).not.toContain(b.id);
  });

  it("my-data's own SQL names only core's tables", () => {
    const map = readAreaMap();
    const sources = pluginSources(join(PLUGINS_DIR, 'my-data'));
    expect(crossAreaUses(sources, map)).toEqual([]);
    const named = new Set(
      sources.flatMap(({ file, text }) => sqlStringsOf(file, text).flatMap((sql) => tablesNamedIn(sql, map.tables))),
    );
    expect([...named].filter((table) => map.tables[table] !== 'core')).toEqual([]);
    expect(named).toContain('users');
  });

  it('refuses a section registered twice, and an export asking for a section nobody registered', async () => {
    const sections = new MyDataSections();
    sections.register('payments', 'orders', async () => []);
    expect(() => sections.register('scheduling', 'orders', async () => [])).toThrow(/already registered by payments/);
    await expect(sections.read('sessions', app.db, { userId: 'x', email: null, role: 'user' })).rejects.toThrow(
      /No area registered the my-data section "sessions"/,
    );
  });
});
