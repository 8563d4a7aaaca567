// The client's own records: the order receipt (PDF) and the export of everything held about them.
import { uuidSchema } from './common';

export const orderReceiptQuerySchema = {
  type: 'object',
  properties: { order_id: uuidSchema },
  required: ['order_id'],
} as const;

const nullableString = { type: ['string', 'null'] } as const;

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
  },
  required: ['exported_at', 'profile', 'consents', 'sessions', 'orders'],
} as const;

/**
 * What deleting the account would lose (issue 23, point 4), shown before the person confirms: prepaid sessions
 * (bundle, gift and refund tokens, subscription sessions) with what was paid for them in their market's
 * currency, and the future sessions that deletion cancels (card-paid ones are refunded to the card; sessions
 * paid with a token or a subscription give it back to the balance, which is then lost with the account).
 */
export const deletionPreviewSchema = {
  type: 'object',
  properties: {
    prepaid: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          market: { type: 'string' },
          currency: { type: 'string' },
          service_id: { type: 'string' },
          /** A subscription's sessions with one therapist (otherwise: tokens for any therapist of the market). */
          subscription: { type: 'boolean' },
          sessions: { type: 'integer' },
          /** What was paid for these sessions, in minor units of `currency`. */
          value_minor: { type: 'integer' },
        },
        required: ['market', 'currency', 'service_id', 'subscription', 'sessions', 'value_minor'],
      },
    },
    active_subscriptions: { type: 'integer' },
    future_sessions: {
      type: 'object',
      properties: {
        card_paid: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              booking_id: { type: 'string' },
              starts_at: { type: 'string', format: 'date-time' },
              amount_minor: { type: 'integer' },
              currency: { type: 'string' },
            },
            required: ['booking_id', 'starts_at', 'amount_minor', 'currency'],
          },
        },
        prepaid: { type: 'integer' },
        other: { type: 'integer' },
      },
      required: ['card_paid', 'prepaid', 'other'],
    },
  },
  required: ['prepaid', 'active_subscriptions', 'future_sessions'],
} as const;
