import type { FastifyInstance } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { UserRole } from '@rozmova/contracts/schemas/auth';
import { hashPassword } from '../plugins/app/accounts/passwords';
import { insertUser } from '../plugins/app/accounts/users-repository';
import { seedConfirmedTotp } from '../plugins/app/two-factor/two-factor-repository';

export const DEMO_PASSWORD = 'Demo-2026!';
/**
 * The authenticator key of the demo admin and every demo therapist (two-step sign-in is required of both roles):
 * add it to an authenticator app, or compute the code (e2e/support/totp.ts). Printed by `pnpm start`; listed in
 * api/docs/two-factor.md. Demo data never exists in production.
 */
export const DEMO_TOTP_SECRET = 'ROZMOVADEMOSTAFFTWOSTEPSIGNINKEY';

export interface DemoUser {
  email: string;
  role: UserRole;
  locale: MarketLocale;
  name: string;
  timezone: string;
}

/** Two therapists per market; their profiles (photos, bios, prices, hours) come from seed/scheduling.ts. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.example', role: 'admin', locale: 'ua', name: 'Оксана Коваленко', timezone: 'Europe/Kyiv' },
  { email: 'client@demo.example', role: 'user', locale: 'ua', name: 'Андрій Мельник', timezone: 'Europe/Kyiv' },
  {
    email: 'therapist1@demo.example',
    role: 'therapist',
    locale: 'ua',
    name: 'Ірина Бондаренко',
    timezone: 'Europe/Kyiv',
  },
  { email: 'therapist2@demo.example', role: 'therapist', locale: 'ua', name: 'Тарас Шевчук', timezone: 'Europe/Kyiv' },
  {
    email: 'therapist3@demo.example',
    role: 'therapist',
    locale: 'pl',
    name: 'Katarzyna Nowak',
    timezone: 'Europe/Warsaw',
  },
  {
    email: 'therapist4@demo.example',
    role: 'therapist',
    locale: 'pl',
    name: 'Piotr Wiśniewski',
    timezone: 'Europe/Warsaw',
  },
  {
    email: 'therapist5@demo.example',
    role: 'therapist',
    locale: 'ro',
    name: 'Ioana Popescu',
    timezone: 'Europe/Bucharest',
  },
  {
    email: 'therapist6@demo.example',
    role: 'therapist',
    locale: 'ro',
    name: 'Andrei Ionescu',
    timezone: 'Europe/Bucharest',
  },
  {
    email: 'therapist7@demo.example',
    role: 'therapist',
    locale: 'en',
    name: 'Emily Carter',
    timezone: 'Europe/London',
  },
  {
    email: 'therapist8@demo.example',
    role: 'therapist',
    locale: 'en',
    name: 'James Whitfield',
    timezone: 'Europe/London',
  },
];

export async function seed(app: FastifyInstance): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, app.config.scryptLog2N)));
  await app.db.tx(async (q) => {
    for (const [i, u] of DEMO_USERS.entries()) {
      const row = await insertUser(q, {
        email: u.email,
        passwordHash: hashes[i]!,
        role: u.role,
        locale: u.locale,
        name: u.name,
        isRegistered: true,
        ofertaAccepted: true,
        marketingConsent: false,
        // Demo addresses are ours (example domain): nothing to confirm.
        emailVerified: true,
      });
      await q.query('UPDATE users SET timezone = $2 WHERE id = $1', [row.id, u.timezone]);
      if (u.role !== 'user') await seedConfirmedTotp(q, row.id, DEMO_TOTP_SECRET);
    }
  });
}
