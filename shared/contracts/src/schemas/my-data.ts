// The client's own records: the order receipt (PDF) and the export of everything held about them.
import { uuidSchema } from './common';

export const orderReceiptQuerySchema = {
  type: 'object',
  properties: { order_id: uuidSchema },
  required: ['order_id'],
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
const strings = { type: 'array', items: str } as const;

/** A list of records whose every listed field is always present (null when unknown). */
function listOf<const P extends Record<string, unknown>>(properties: P) {
  return {
    type: 'array',
    items: { type: 'object', properties, required: Object.keys(properties) as ReadonlyArray<keyof P & string> },
  } as const;
}

/** Mails sent to the person (or written by them to the team), with their delivery state. */
const mailsSchema = listOf({
  id: str,
  purpose: str,
  to: nullableString,
  reply_to: nullableString,
  language: str,
  subject: str,
  text: str,
  attachments: strings,
  status: { type: 'string', enum: ['queued', 'sent', 'failed', 'cancelled'] },
  attempts: int,
  last_response: nullableString,
  created_at: str,
  sent_at: nullableString,
});

export const myDataExportSchema = {
  type: 'object',
  properties: {
    exported_at: { type: 'string' },
    profile: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        email: nullableString,
        name: { type: 'string' },
        phone: nullableString,
        timezone: nullableString,
        locale: { type: 'string' },
        role: { type: 'string' },
        signs_in_with_password: { type: 'boolean' },
        signs_in_with_google: { type: 'boolean' },
        created_at: { type: 'string' },
      },
      required: [
        'id',
        'email',
        'name',
        'phone',
        'timezone',
        'locale',
        'role',
        'signs_in_with_password',
        'signs_in_with_google',
        'created_at',
      ],
    },
    consents: {
      type: 'object',
      properties: {
        terms_accepted_at: nullableString,
        marketing: { type: 'boolean' },
        marketing_changed_at: nullableString,
        email_reminders: { type: 'boolean' },
        email_booking_updates: { type: 'boolean' },
        /** When the live calendar feed address was made (the address itself is never stored); null when none. */
        calendar_feed_created_at: nullableString,
      },
      required: [
        'terms_accepted_at',
        'marketing',
        'marketing_changed_at',
        'email_reminders',
        'email_booking_updates',
        'calendar_feed_created_at',
      ],
    },
    sessions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          role: { type: 'string', enum: ['client', 'partner'] },
          therapist: { type: 'string' },
          service_kind: { type: 'string' },
          starts_at: { type: 'string' },
          ends_at: { type: 'string' },
          status: { type: 'string' },
          paid_with: { type: 'string' },
          price: { type: 'number' },
          currency: { type: 'string' },
          partner_email: nullableString,
          my_note: nullableString,
          cancelled_at: nullableString,
          cancelled_late: { type: ['boolean', 'null'] },
          created_at: { type: 'string' },
        },
        required: [
          'id',
          'role',
          'therapist',
          'service_kind',
          'starts_at',
          'ends_at',
          'status',
          'paid_with',
          'price',
          'currency',
          'created_at',
        ],
      },
    },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          kind: { type: 'string' },
          status: { type: 'string' },
          market: { type: 'string' },
          amount: { type: 'number' },
          currency: { type: 'string' },
          quantity: { type: 'integer' },
          created_at: { type: 'string' },
          paid_at: nullableString,
          refunded_amount: { type: 'number' },
          discount: { type: 'number' },
          promo_code: nullableString,
          gift: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                properties: { recipient_name: nullableString, sender_name: nullableString, message: nullableString },
                required: [],
              },
            ],
          },
        },
        required: [
          'id',
          'kind',
          'status',
          'market',
          'amount',
          'currency',
          'quantity',
          'created_at',
          'paid_at',
          'refunded_amount',
        ],
      },
    },
    mails: mailsSchema,
    newsletter: listOf({
      email: str,
      language: str,
      name: nullableString,
      created_at: str,
      confirmed_at: nullableString,
    }),
    business_inquiries: listOf({
      language: str,
      name: str,
      email: str,
      company: nullableString,
      phone: nullableString,
      message: str,
      created_at: str,
    }),
    error_reports: listOf({
      language: str,
      page: nullableString,
      browser: nullableString,
      stack_trace: str,
      truncated: bool,
      created_at: str,
    }),
    analytics: {
      type: 'object',
      properties: {
        client_ids: listOf({ client_id: str, market: str, first_seen_at: str, last_seen_at: str }),
        events: listOf({
          event: str,
          distinct_id: nullableString,
          properties: anyObject,
          market: nullableString,
          created_at: str,
          forwarded_at: nullableString,
        }),
      },
      required: ['client_ids', 'events'],
    },
    promo_lookups: listOf({ code: str, market: str, service_id: str, outcome: str, created_at: str }),
    questionnaires: listOf({
      id: str,
      market: str,
      answers: anyObject,
      recommended_therapists: strings,
      created_at: str,
    }),
    tokens: {
      type: 'object',
      properties: {
        balance: int,
        accounts: listOf({ id: str, market: str, service_id: str, therapist: nullableString, balance: int }),
        ledger: listOf({
          account_id: str,
          change: int,
          reason: str,
          gift: bool,
          order_id: nullableString,
          session_id: nullableString,
          created_at: str,
        }),
      },
      required: ['balance', 'accounts', 'ledger'],
    },
    gift_codes: listOf({
      code: str,
      bought_by_me: bool,
      redeemed_by_me: bool,
      service_id: str,
      sessions: int,
      recipient_name: nullableString,
      sender_name: nullableString,
      message: nullableString,
      expires_at: str,
      redeemed_at: nullableString,
      created_at: str,
    }),
    subscriptions: listOf({
      id: str,
      therapist: nullableString,
      service_id: str,
      sessions_per_period: int,
      period_amount: { type: 'number' },
      currency: str,
      status: str,
      current_period_end: str,
      cancel_at_period_end: bool,
      cancelled_at: nullableString,
      created_at: str,
    }),
    /** Waitlists the person is on (api/docs/waitlist.md), with the slots offered to them. */
    waitlist: listOf({
      therapist: nullableString,
      service_id: str,
      time_zone: str,
      windows: listOf({ weekdays: { type: 'array', items: int }, from: str, to: str }),
      joined_at: str,
      offers: listOf({ starts_at: str, status: str, offered_at: str, expires_at: str }),
    }),
    /** Recurring series the person booked (api/docs/series.md); every occurrence is also in sessions. */
    series: listOf({
      therapist: nullableString,
      service_id: str,
      every_weeks: int,
      payment: str,
      status: str,
      created_at: str,
      ended_at: nullableString,
      ended_by: nullableString,
      session_ids: { type: 'array', items: str },
    }),
    /** The oblast and planned-outage group (api/docs/outages.md), and sessions moved or cancelled for outages. */
    outages: {
      type: 'object',
      properties: {
        profile: {
          anyOf: [
            { type: 'null' },
            {
              type: 'object',
              properties: { oblast_id: nullableString, outage_group: nullableString, updated_at: str },
              required: ['oblast_id', 'outage_group', 'updated_at'],
            },
          ],
        },
        moves: listOf({ kind: str, month: str, at: str }),
      },
      required: ['profile', 'moves'],
    },
    sign_ins: listOf({ started_at: str, last_seen_at: str, expires_at: str }),
    /** Two-step sign-in (null when never started): never the key or a code, only when and what was used. */
    two_factor: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            started_at: str,
            enrolled_at: nullableString,
            recovery_codes: listOf({ used_at: nullableString }),
            wrong_codes: strings,
          },
          required: ['started_at', 'enrolled_at', 'recovery_codes', 'wrong_codes'],
        },
      ],
    },
    /** A therapist's own records (null for everyone else). */
    therapist: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            profile: {
              type: 'object',
              properties: {
                display_name: str,
                market: str,
                bios: { type: 'object', additionalProperties: str },
                languages: strings,
                specialisations: strings,
                time_zone: str,
                listed: bool,
                created_at: str,
              },
              required: ['display_name', 'market', 'bios', 'languages', 'specialisations', 'time_zone', 'listed'],
            },
            special_days: listOf({ date: str, note: nullableString }),
            sessions: listOf({
              id: str,
              service_kind: str,
              starts_at: str,
              ends_at: str,
              status: str,
              my_note: nullableString,
              created_at: str,
            }),
            daily_agendas: strings,
          },
          required: ['profile', 'special_days', 'sessions', 'daily_agendas'],
        },
      ],
    },
  },
  required: [
    'exported_at',
    'profile',
    'consents',
    'sessions',
    'orders',
    'mails',
    'newsletter',
    'business_inquiries',
    'error_reports',
    'analytics',
    'promo_lookups',
    'questionnaires',
    'tokens',
    'gift_codes',
    'subscriptions',
    'waitlist',
    'series',
    'outages',
    'sign_ins',
    'two_factor',
    'therapist',
  ],
} as const;

// What deleting the account would lose: ./account-deletion.
