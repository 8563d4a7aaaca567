// What core's accounts tell the other areas about people (issue 26, api/docs/area-contracts.md): one batched
// read of names, addresses, languages, zones and mail settings, so no other area joins the users table.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/plugins/external/db';
import { buildTestApp, createUser } from '../helpers';

describe('fastify.accounts for the other areas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The app's database, counting the statements sent through it. */
  const counting = () => {
    const seen = { queries: 0 };
    const q: Queryable = {
      query: (sql, params) => {
        seen.queries += 1;
        return app.db.query(sql, params);
      },
    } as Queryable;
    return { q, seen };
  };

  it('gives every known live account of a batch in one query, keyed by id; unknown ids are absent', async () => {
    const client = await createUser(app, { locale: 'pl', name: 'Ola' });
    const therapist = await createUser(app, { role: 'therapist', locale: 'ro' });
    await app.db.query("UPDATE users SET timezone = 'Europe/Warsaw', phone = '+48600100200' WHERE id = $1", [
      client.id,
    ]);
    const { q, seen } = counting();
    const unknown = crypto.randomUUID();
    const found = await app.accounts.contacts([client.id, therapist.id, unknown, client.id], q);
    expect(seen.queries).toBe(1);
    expect([...found.keys()].sort()).toEqual([client.id, therapist.id].sort());
    expect(found.get(client.id)).toEqual({
      id: client.id,
      name: 'Ola',
      email: client.email,
      phone: '+48600100200',
      role: 'user',
      locale: 'pl',
      timezone: 'Europe/Warsaw',
      notifyEmailReminders: true,
      notifyEmailBookingUpdates: true,
      notifyDailyAgenda: false,
    });
    expect(found.get(therapist.id)).toMatchObject({ role: 'therapist', locale: 'ro', timezone: null });
    expect(found.has(unknown)).toBe(false);

    const empty = counting();
    expect((await app.accounts.contacts([], empty.q)).size).toBe(0);
    expect(empty.seen.queries).toBe(0);
  });

  it('leaves a deleted account out, unless asked for it as erasure left it', async () => {
    const gone = await createUser(app, { name: 'Marta' });
    await app.accounts.deleteAccount(gone.id);
    expect((await app.accounts.contacts([gone.id])).has(gone.id)).toBe(false);
    expect(await app.accounts.contactByEmail(gone.email)).toBeNull();
    const erased = (await app.accounts.contacts([gone.id], app.db, { includeErased: true })).get(gone.id);
    expect(erased).toMatchObject({
      name: 'deleted user',
      email: null,
      phone: null,
      timezone: null,
      notifyEmailReminders: false,
      notifyEmailBookingUpdates: false,
    });
    expect(JSON.stringify(erased)).not.toContain('Marta');
  });

  it('finds a live account by its address, and nobody for an address no account has', async () => {
    const partner = await createUser(app, { locale: 'en' });
    expect(await app.accounts.contactByEmail(partner.email)).toMatchObject({ id: partner.id, locale: 'en' });
    expect(await app.accounts.contactByEmail(`nobody-${crypto.randomUUID()}@test.example`)).toBeNull();
  });

  it("keeps a therapist's daily agenda choice, and lists only live therapists with an address who chose it", async () => {
    const [on, off, leaving] = await Promise.all([
      createUser(app, { role: 'therapist' }),
      createUser(app, { role: 'therapist' }),
      createUser(app, { role: 'therapist' }),
    ]);
    const client = await createUser(app);
    expect(await app.accounts.dailyAgendaEnabled(on.id)).toBe(false);
    for (const who of [on, leaving, client]) await app.accounts.setDailyAgendaEnabled(who.id, true);
    expect(await app.accounts.dailyAgendaEnabled(on.id)).toBe(true);
    expect(await app.accounts.dailyAgendaEnabled(crypto.randomUUID())).toBe(false);
    await app.accounts.deleteAccount(leaving.id);
    const ids = (await app.accounts.dailyAgendaSubscribers()).map((t) => t.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(leaving.id);
    expect(ids).not.toContain(client.id);
  });
});
