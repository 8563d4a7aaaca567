import type { Endpoint } from './endpoint';
import {
  joinWaitlistBodySchema,
  leaveWaitlistBodySchema,
  myWaitlistSchema,
  waitlistEntrySchema,
  waitlistOfferQuerySchema,
  waitlistOfferSchema,
} from '../schemas/waitlist';

export const joinWaitlist = {
  method: 'POST',
  path: '/v4/waitlist/join',
  body: joinWaitlistBodySchema,
  response: waitlistEntrySchema,
} as const satisfies Endpoint;

export const leaveWaitlist = {
  method: 'POST',
  path: '/v4/waitlist/leave',
  body: leaveWaitlistBodySchema,
  response: myWaitlistSchema,
} as const satisfies Endpoint;

export const myWaitlist = {
  method: 'GET',
  path: '/v4/waitlist/mine',
  response: myWaitlistSchema,
} as const satisfies Endpoint;

export const waitlistOffer = {
  method: 'GET',
  path: '/v4/waitlist/offer',
  query: waitlistOfferQuerySchema,
  response: waitlistOfferSchema,
} as const satisfies Endpoint;
