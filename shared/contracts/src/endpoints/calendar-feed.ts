import type { Endpoint } from './endpoint';
import {
  calendarFeedChangeBodySchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
} from '../schemas/calendar-feed';

export const calendarFeedStatus = {
  method: 'GET',
  path: '/v4/calendar_feed',
  response: calendarFeedStatusSchema,
} as const satisfies Endpoint;

export const renewCalendarFeed = {
  method: 'POST',
  path: '/v4/calendar_feed/renew',
  body: calendarFeedChangeBodySchema,
  response: calendarFeedStatusSchema,
} as const satisfies Endpoint;

export const revokeCalendarFeed = {
  method: 'POST',
  path: '/v4/calendar_feed/revoke',
  body: calendarFeedChangeBodySchema,
  response: calendarFeedStatusSchema,
} as const satisfies Endpoint;

export const calendarFeedIcs = {
  method: 'GET',
  path: '/calendar_feed.ics',
  query: calendarFeedQuerySchema,
} as const satisfies Endpoint;
