// Migration 490 turns the one bio into a bio per language without losing any: each therapist's bio becomes
// the bio in their market's language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPGlite, ensureExtensions, MIGRATIONS_DIR, pgliteDb, type Db } from '../../src/plugins/external/db';
import { runMigrations } from '../../src/plugins/external/migrations';

describe('migration 490: a bio per language', () => {
  let db: Db;
  let before: string;
  beforeAll(async () => {
    db = pgliteDb(await createPGlite(null), true);
    await ensureExtensions(db);
    before = fs.mkdtempSync(path.join(os.tmpdir(), 'bio-migration-'));
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '490_')) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    }
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("keeps every existing bio as the bio in the therapist's market language", async () => {
    await runMigrations(db, before);
    const therapists = [
      { market: 'pl', bio: 'Pracuję z lękiem.' },
      { market: 'ro', bio: 'Lucrez cu anxietatea.' },
      { market: 'ua', bio: '' },
    ];
    for (const [i, t] of therapists.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, role, locale, name, is_registered)
         VALUES ($1, 'x', 'therapist', $2, $3, true) RETURNING id`,
        [`bio-${i}@example.com`, t.market, `Therapist ${i}`],
      );
      await db.query(
        `INSERT INTO therapist_profiles (user_id, market, display_name, bio, time_zone) VALUES ($1, $2, $3, $4, 'UTC')`,
        [rows[0]!.id, t.market, `Therapist ${i}`, t.bio],
      );
    }
    expect(await runMigrations(db, MIGRATIONS_DIR)).toContain('490_therapist_bios.sql');
    const { rows } = await db.query(
      'SELECT market, bio_ua, bio_pl, bio_ro, bio_en FROM therapist_profiles ORDER BY display_name',
    );
    expect(rows).toEqual([
      { market: 'pl', bio_ua: '', bio_pl: 'Pracuję z lękiem.', bio_ro: '', bio_en: '' },
      { market: 'ro', bio_ua: '', bio_pl: '', bio_ro: 'Lucrez cu anxietatea.', bio_en: '' },
      { market: 'ua', bio_ua: '', bio_pl: '', bio_ro: '', bio_en: '' },
    ]);
    // The database refuses a bio longer than the api accepts, whoever writes it.
    await expect(db.query("UPDATE therapist_profiles SET bio_en = repeat('x', 4001)")).rejects.toThrow(/check/i);
  });
});
