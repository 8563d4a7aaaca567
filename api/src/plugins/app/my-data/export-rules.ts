// What the "my data" export shows of a session, an order and a therapist's profile, without a database
// (issue 30). A couple session appears in the client's export and in the invited partner's; the partner sees
// the session, never what the client who booked it wrote (their private note) or whom else they named.
// `my-data/index.ts` reads the rows and maps them with these functions.
import { fromMinorUnits } from '@rozmova/contracts/format';
import type { OrderExportRow, SessionRow } from './my-data-repository';

export const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A session in the export of `userId`: the client who booked it, or the couple partner who joined it. */
export function exportedSession(s: SessionRow, userId: string) {
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
}

/** An order in its buyer's export; a gift code's names and message only as the texts they are. */
export function exportedOrder(o: OrderExportRow) {
  return {
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
    discount: fromMinorUnits(Number(o.discount_minor)),
    promo_code: o.promo_code,
    gift:
      o.kind === 'giftcode'
        ? {
            recipient_name: text(o.details.recipient_name),
            sender_name: text(o.details.sender_name),
            message: text(o.details.message),
          }
        : null,
  };
}

/** A therapist's biographies by language, without the languages they left empty. */
export function therapistBios(profile: Record<'bio_ua' | 'bio_pl' | 'bio_ro' | 'bio_en', string>) {
  return Object.fromEntries(
    (['ua', 'pl', 'ro', 'en'] as const).map((l) => [l, profile[`bio_${l}`]] as const).filter(([, bio]) => bio !== ''),
  );
}
