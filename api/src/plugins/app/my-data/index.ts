// Decorates `fastify.myData`: everything the platform holds about the signed-in person, as one document
// they can download (profile, consents and mail choices, sessions, orders with refunds and gift texts).
import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import { fromMinorUnits } from '@rozmova/contracts/format';
import type { myDataExportSchema } from '@rozmova/contracts/schemas/my-data';
import { ApiError } from '../../../errors';
import { myDataRepository } from './my-data-repository';

export type MyDataExport = FromSchema<typeof myDataExportSchema>;

export interface MyDataService {
  exportFor(userId: string, now?: Date): Promise<MyDataExport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    myData: MyDataService;
  }
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export default fp(
  async (fastify) => {
    const exportFor: MyDataService['exportFor'] = async (userId, now = new Date()) => {
      const profile = await myDataRepository.profile(fastify.db, userId);
      if (!profile) throw new ApiError(404, 'not_found', 'No account with this id.');
      const [sessions, orders] = await Promise.all([
        myDataRepository.sessions(fastify.db, userId, profile.email),
        myDataRepository.orders(fastify.db, userId),
      ]);
      return {
        exported_at: now.toISOString(),
        profile: {
          id: profile.id,
          email: profile.email,
          name: profile.name,
          phone: profile.phone,
          timezone: profile.timezone,
          locale: profile.locale,
          role: profile.role,
          signs_in_with_password: profile.has_password,
          signs_in_with_google: profile.has_google,
          created_at: new Date(profile.created_at).toISOString(),
        },
        consents: {
          terms_accepted_at: iso(profile.oferta_accepted_at),
          marketing: profile.marketing_consent,
          marketing_changed_at: iso(profile.marketing_consent_at),
          email_reminders: profile.notify_email_reminders,
          email_booking_updates: profile.notify_email_booking_updates,
          calendar_feed_created_at: iso(profile.calendar_feed_created_at),
        },
        sessions: sessions.map((s) => {
          const own = s.client_id === userId;
          return {
            id: s.id,
            role: own ? ('client' as const) : ('partner' as const),
            therapist: s.therapist ?? '',
            service_kind: s.service_kind,
            starts_at: new Date(s.starts_at).toISOString(),
            ends_at: new Date(s.ends_at).toISOString(),
            status: s.status,
            paid_with: s.source,
            price: fromMinorUnits(s.price_minor),
            currency: s.currency,
            // A partner sees the session, not what the client who booked it wrote or whom else they named.
            partner_email: own ? s.partner_email : null,
            my_note: own ? s.client_note : null,
            cancelled_at: iso(s.cancelled_at),
            cancelled_late: s.cancelled_late,
            created_at: new Date(s.created_at).toISOString(),
          };
        }),
        orders: orders.map((o) => ({
          id: o.id,
          kind: o.kind,
          status: o.status,
          market: o.locale,
          amount: fromMinorUnits(Number(o.amount_minor)),
          currency: o.currency,
          quantity: o.quantity,
          created_at: new Date(o.created_at).toISOString(),
          paid_at: iso(o.paid_at),
          refunded_amount: fromMinorUnits(Number(o.refunded_minor)),
          gift:
            o.kind === 'giftcode'
              ? {
                  recipient_name: text(o.details.recipient_name),
                  sender_name: text(o.details.sender_name),
                  message: text(o.details.message),
                }
              : null,
        })),
      };
    };
    fastify.decorate('myData', { exportFor });
  },
  { name: 'my-data', dependencies: ['db'] },
);
