// The answer shown before a person confirms deleting their account (the export of their data: ./my-data).
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
