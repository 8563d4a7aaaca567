// What the "my data" export shows of a session, an order and a therapist's profile (issue 30): a couple
// partner sees the session but never the client's private note or the partner address the client gave; the
// client sees both; amounts leave the minor unit; a gift code's texts only as texts.
import type { OrderExportRow, SessionRow } from '../my-data-repository';
import { exportedOrder, exportedSession, iso, therapistBios } from '../export-rules';

const CLIENT = 'c1';
const PARTNER = 'p1';
const session: SessionRow = {
  id: 'b1',
  client_id: CLIENT,
  therapist: 'Olena',
  service_kind: 'couple',
  starts_at: new Date('2026-12-01T10:00:00.000Z'),
  ends_at: new Date('2026-12-01T10:50:00.000Z'),
  status: 'confirmed',
  source: 'payment',
  price_minor: 150_050,
  currency: 'UAH',
  partner_email: 'partner@test.example',
  client_note: 'private: about my partner',
  cancelled_at: null,
  cancelled_late: null,
  created_at: new Date('2026-11-20T08:00:00.000Z'),
};

describe('a session in the export', () => {
  it("the client's own, whole: the partner address they gave and their private note", () => {
    expect(exportedSession(session, CLIENT)).toEqual({
      id: 'b1',
      role: 'client',
      therapist: 'Olena',
      service_kind: 'couple',
      starts_at: '2026-12-01T10:00:00.000Z',
      ends_at: '2026-12-01T10:50:00.000Z',
      status: 'confirmed',
      paid_with: 'payment',
      price: 1500.5,
      currency: 'UAH',
      partner_email: 'partner@test.example',
      my_note: 'private: about my partner',
      cancelled_at: null,
      cancelled_late: null,
      created_at: '2026-11-20T08:00:00.000Z',
    });
  });

  it("the partner's: the session, never the client's private note nor the address they gave", () => {
    const seen = exportedSession(session, PARTNER);
    expect(seen).toMatchObject({ id: 'b1', role: 'partner', therapist: 'Olena', price: 1500.5 });
    expect(seen.my_note).toBeNull();
    expect(seen.partner_email).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('private');
  });

  it('a cancelled one says when and whether late; a deleted therapist shows as an empty name', () => {
    const cancelled = { ...session, status: 'cancelled', cancelled_at: new Date('2026-11-30T09:00:00.000Z') };
    expect(exportedSession({ ...cancelled, cancelled_late: true, therapist: null }, CLIENT)).toMatchObject({
      status: 'cancelled',
      cancelled_at: '2026-11-30T09:00:00.000Z',
      cancelled_late: true,
      therapist: '',
    });
  });
});

describe('an order in the export', () => {
  const order: OrderExportRow = {
    id: 'o1',
    kind: 'bundle',
    status: 'paid',
    locale: 'pl',
    amount_minor: 45_099,
    currency: 'PLN',
    quantity: 5,
    created_at: new Date('2026-11-01T10:00:00.000Z'),
    paid_at: new Date('2026-11-01T10:01:00.000Z'),
    details: { recipient_name: 'Ania' },
    refunded_minor: 9_020,
    discount_minor: 1,
    promo_code: 'WIOSNA',
  };

  it('amounts in units, to the minor unit, with its market and times', () => {
    expect(exportedOrder(order)).toEqual({
      id: 'o1',
      kind: 'bundle',
      status: 'paid',
      market: 'pl',
      amount: 450.99,
      currency: 'PLN',
      quantity: 5,
      created_at: '2026-11-01T10:00:00.000Z',
      paid_at: '2026-11-01T10:01:00.000Z',
      refunded_amount: 90.2,
      discount: 0.01,
      promo_code: 'WIOSNA',
      gift: null,
    });
  });

  it('an unpaid one has no payment time; amounts stored as text still read as numbers', () => {
    const unpaid = { ...order, paid_at: null, amount_minor: '100' as unknown as number };
    expect(exportedOrder(unpaid)).toMatchObject({ paid_at: null, amount: 1 });
  });

  it("a gift code's names and message, each only when it is text", () => {
    const gift = {
      ...order,
      kind: 'giftcode',
      details: { recipient_name: 'Ania', sender_name: 42, message: 'Wszystkiego dobrego' },
    };
    expect(exportedOrder(gift).gift).toEqual({
      recipient_name: 'Ania',
      sender_name: null,
      message: 'Wszystkiego dobrego',
    });
    expect(exportedOrder({ ...gift, details: {} }).gift).toEqual({
      recipient_name: null,
      sender_name: null,
      message: null,
    });
  });
});

describe("a therapist's profile in their export", () => {
  it('lists each language with a biography, and leaves out the empty ones', () => {
    expect(therapistBios({ bio_ua: 'Привіт', bio_pl: '', bio_ro: 'Salut', bio_en: '' })).toEqual({
      ua: 'Привіт',
      ro: 'Salut',
    });
    expect(therapistBios({ bio_ua: '', bio_pl: 'Cześć', bio_ro: '', bio_en: 'Hi' })).toEqual({
      pl: 'Cześć',
      en: 'Hi',
    });
  });

  it('times as ISO text, none as null', () => {
    expect(iso(new Date('2026-11-01T10:00:00.000Z'))).toBe('2026-11-01T10:00:00.000Z');
    expect(iso(null)).toBeNull();
  });
});
