// The narrow part of fastify.therapists that other areas use instead of therapist_profiles (issue 26,
// api/docs/area-contracts.md): pricing's sessionOffer and the admin's profile writes.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser } from '../helpers';
import { createTherapist } from './scheduling-helpers';

describe('fastify.therapists for pricing and the admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("sessionOffer gives a live therapist's market, session types and own prices, and null for anyone else", async () => {
    const therapist = await createTherapist(app, { market: 'pl', personalPriceMinor: 21_000, offersCouple: false });
    expect(await app.therapists.sessionOffer(app.db, therapist.id)).toEqual({
      market: 'pl',
      offersPersonal: true,
      offersCouple: false,
      personalPriceMinor: 21_000,
      couplePriceMinor: null,
    });
    const client = await createUser(app);
    expect(await app.therapists.sessionOffer(app.db, client.id)).toBeNull();
    await app.db.query(
      'UPDATE users SET deleted_at = now(), email = NULL, password_hash = NULL, google_sub = NULL, phone = NULL, email_verified_at = NULL WHERE id = $1',
      [therapist.id],
    );
    expect(await app.therapists.sessionOffer(app.db, therapist.id)).toBeNull();
  });

  it('the admin creates an unlisted profile, changes it and deactivates it once', async () => {
    const user = await createUser(app, { role: 'therapist', locale: 'ro' });
    await app.db.tx(async (q) => {
      await app.therapists.createUnlistedProfile(q, user.id, {
        market: 'ro',
        displayName: 'Ana',
        bios: { ro: 'Despre mine' },
        languages: ['ro'],
        specialisations: ['grief'],
        timeZone: 'Europe/Bucharest',
        personalPriceMinor: null,
        couplePriceMinor: 30_000,
      });
    });
    const read = async () =>
      (
        await app.db.query<{
          display_name: string;
          is_listed: boolean;
          couple_price_minor: number | null;
          deactivated_at: Date | null;
        }>(
          'SELECT display_name, is_listed, couple_price_minor, deactivated_at FROM therapist_profiles WHERE user_id = $1',
          [user.id],
        )
      ).rows[0];
    expect(await read()).toEqual({
      display_name: 'Ana',
      is_listed: false,
      couple_price_minor: 30_000,
      deactivated_at: null,
    });

    await app.therapists.updateProfile(app.db, user.id, { displayName: 'Ana M.', couplePriceMinor: null });
    expect(await read()).toMatchObject({ display_name: 'Ana M.', couple_price_minor: null });

    await app.therapists.updateProfile(app.db, user.id, { isListed: true });
    await app.therapists.deactivateProfile(app.db, user.id);
    const first = (await read())!.deactivated_at;
    expect(first).toBeInstanceOf(Date);
    expect((await read())!.is_listed).toBe(false);
    await app.therapists.deactivateProfile(app.db, user.id);
    expect((await read())!.deactivated_at).toEqual(first);
  });
});
