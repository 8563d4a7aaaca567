// The admin cabinet's own calls: therapist accounts, front-end error reports. (Promo rules: promo.ts.)
import { emailSchema, marketLocaleSchema, pageSchema, perPageSchema, uuidSchema } from './common';
import { biosInputSchema, biosSchema, languageCodeSchema } from './therapists';
import { REFUND_STATES } from './purchases';

const priceInputSchema = { anyOf: [{ type: 'number', minimum: 0.01, maximum: 1000000 }, { type: 'null' }] } as const;

export const adminTherapistSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    market: { type: 'string' },
    bios: biosSchema,
    languages: { type: 'array', items: { type: 'string' } },
    specialisations: { type: 'array', items: { type: 'string' } },
    currency: { type: 'string' },
    /** Major units; null = the market's default price. */
    personal_price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    couple_price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    is_listed: { type: 'boolean' },
    has_weekly_hours: { type: 'boolean' },
    deactivated_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'email',
    'name',
    'market',
    'bios',
    'languages',
    'specialisations',
    'currency',
    'personal_price',
    'couple_price',
    'is_listed',
    'has_weekly_hours',
    'deactivated_at',
    'created_at',
  ],
} as const;

export const adminTherapistsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** Part of the name or e-mail, any case. */
    search: { type: 'string', maxLength: 120 },
    market: marketLocaleSchema,
    page: pageSchema,
    per_page: perPageSchema(100, 25),
  },
  additionalProperties: false,
} as const;

export const adminTherapistsResponseSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    therapists: { type: 'array', items: adminTherapistSchema },
  },
  required: ['page', 'per_page', 'total', 'therapists'],
} as const;

/** A new therapist account: they get an e-mail with a link to set their own password. */
export const createTherapistBodySchema = {
  type: 'object',
  properties: {
    email: emailSchema,
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    market: marketLocaleSchema,
    bios: biosInputSchema,
    languages: { type: 'array', items: languageCodeSchema, minItems: 1, maxItems: 10, uniqueItems: true },
    specialisations: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 80 },
      maxItems: 20,
      uniqueItems: true,
    },
    personal_price: priceInputSchema,
    couple_price: priceInputSchema,
  },
  required: ['email', 'name', 'market'],
  additionalProperties: false,
} as const;

export const updateTherapistBodySchema = {
  type: 'object',
  properties: {
    name: createTherapistBodySchema.properties.name,
    bios: biosInputSchema,
    languages: createTherapistBodySchema.properties.languages,
    specialisations: createTherapistBodySchema.properties.specialisations,
    personal_price: priceInputSchema,
    couple_price: priceInputSchema,
  },
  additionalProperties: false,
  minProperties: 1,
} as const;

export const therapistIdParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema },
  required: ['id'],
  additionalProperties: false,
} as const;

export const followUpBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    starts_at: { type: 'string', format: 'date-time' },
    service_kind: { type: 'string' },
    client_name: { type: 'string' },
    client_email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['id', 'starts_at', 'service_kind', 'client_name', 'client_email'],
} as const;

/** A therapist account just opened (201), with whether the invitation to set a password is on its way. */
export const createTherapistResponseSchema = {
  type: 'object',
  properties: {
    therapist: adminTherapistSchema,
    invitation_sent: {
      type: 'boolean',
      description:
        'The invitation mail is written with the account and sent by the outbox (retried while the mail server is away)',
    },
  },
  required: ['therapist', 'invitation_sent'],
} as const;

/** Deactivated: out of the catalogue for good; the sessions still booked are listed for someone to follow up. */
export const deactivateTherapistResponseSchema = {
  type: 'object',
  properties: {
    therapist: adminTherapistSchema,
    future_bookings: { type: 'array', items: followUpBookingSchema },
  },
  required: ['therapist', 'future_bookings'],
} as const;

export const errorReportsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** How far back, in days (the api keeps reports for 90). */
    days: { type: 'integer', minimum: 1, maximum: 90, default: 14 },
  },
  additionalProperties: false,
} as const;

/** Reports grouped by their first line (the error message), the most frequent first. */
export const errorReportsResponseSchema = {
  type: 'object',
  properties: {
    days: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          count: { type: 'integer' },
          first_seen: { type: 'string', format: 'date-time' },
          last_seen: { type: 'string', format: 'date-time' },
          locales: { type: 'array', items: { type: 'string' } },
          example_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          example_stack: { type: 'string' },
        },
        required: ['message', 'count', 'first_seen', 'last_seen', 'locales', 'example_url', 'example_stack'],
      },
    },
  },
  required: ['days', 'groups'],
} as const;

/** Orders searched by the client's e-mail (part of it), the order id, or the day it was created (UTC). */
export const adminOrdersQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    email: { type: 'string', minLength: 3, maxLength: 254 },
    order_id: uuidSchema,
    date: { type: 'string', format: 'date', pattern: '^[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}$' },
    page: pageSchema,
    per_page: perPageSchema(100, 25),
  },
  additionalProperties: false,
} as const;

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] } as const;
const nullableInstant = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;

export const adminOrderSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    status: { type: 'string' },
    /** What came back of it, from its refund records (schemas/purchases REFUND_STATES). */
    refund_state: { type: 'string', enum: REFUND_STATES },
    locale: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'number' },
    list_amount: { type: 'number' },
    discount: { type: 'number' },
    client_name: { type: 'string' },
    client_email: nullableString,
    provider: { type: 'string' },
    booking_id: nullableString,
    created_at: { type: 'string', format: 'date-time' },
    paid_at: nullableInstant,
  },
  required: [
    'id',
    'kind',
    'status',
    'refund_state',
    'locale',
    'currency',
    'amount',
    'list_amount',
    'discount',
    'client_name',
    'client_email',
    'provider',
    'booking_id',
    'created_at',
    'paid_at',
  ],
} as const;

export const adminOrdersResponseSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    orders: { type: 'array', items: adminOrderSchema },
  },
  required: ['page', 'per_page', 'total', 'orders'],
} as const;

export const orderIdParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema },
  required: ['id'],
  additionalProperties: false,
} as const;

/** One order with its payments, refunds and the session it paid for; `refundable` says whether a refund can be issued. */
export const adminOrderDetailSchema = {
  type: 'object',
  properties: {
    order: adminOrderSchema,
    payments: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount: { type: 'number' },
          currency: { type: 'string' },
          provider: { type: 'string' },
          provider_payment_id: nullableString,
          created_at: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'amount', 'currency', 'provider', 'provider_payment_id', 'created_at'],
      },
    },
    refunds: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount: { type: 'number' },
          currency: { type: 'string' },
          destination: { type: 'string' },
          /** client, client_via_admin (an admin said the client asked for a token) or rule. */
          destination_chosen_by: { type: 'string' },
          reason: { type: 'string' },
          status: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
        },
        required: [
          'id',
          'amount',
          'currency',
          'destination',
          'destination_chosen_by',
          'reason',
          'status',
          'created_at',
        ],
      },
    },
    booking: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            id: { type: 'string' },
            status: { type: 'string' },
            starts_at: { type: 'string', format: 'date-time' },
            service_kind: { type: 'string' },
            therapist_name: { type: 'string' },
            time_zone: { type: 'string' },
          },
          required: ['id', 'status', 'starts_at', 'service_kind', 'therapist_name', 'time_zone'],
        },
      ],
    },
    refundable: { type: 'boolean' },
    /**
     * Why not, when `refundable` is false: not_paid, already_refunded, session_started, booking_not_active (a
     * session); nothing_left (a bundle or subscription month whose sessions are all used), gift_redeemed.
     */
    not_refundable_because: nullableString,
    /**
     * What a refund would do now, when refundable: the amount sent back, and for a bundle or subscription month
     * how many of its sessions are taken back (a session's own refund: 0 of 1, the session is cancelled).
     */
    refund_plan: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            amount: { type: 'number' },
            sessions_back: { type: 'integer' },
            sessions_total: { type: 'integer' },
          },
          required: ['amount', 'sessions_back', 'sessions_total'],
        },
      ],
    },
  },
  required: ['order', 'payments', 'refunds', 'booking', 'refundable', 'not_refundable_because', 'refund_plan'],
} as const;

export const adminRefundBodySchema = {
  type: 'object',
  properties: {
    reason: { type: 'string', maxLength: 500 },
    /**
     * A session still to come only: the client asked for a session token instead of their money (issue 22). The
     * refund is then a token, recorded as chosen by the client through the admin; otherwise money goes back to the
     * original payment method.
     */
    client_asked_for_token: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;
