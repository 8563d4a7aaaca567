// Every endpoint of every module, by module: what the api's endpoint-table test compares with the routes the
// api registers. Web apps import the one module they call, never this one.
import type { Endpoint } from './endpoint';
import * as operations from './operations';
import * as account from './account';
import * as admin from './admin';
import * as analytics from './analytics';
import * as auth from './auth';
import * as bookings from './bookings';
import * as calendarFeed from './calendar-feed';
import * as docs from './docs';
import * as entities from './entities';
import * as giftcode from './giftcode';
import * as misc from './misc';
import * as myData from './my-data';
import * as outages from './outages';
import * as payments from './payments';
import * as purchaseRule from './purchase-rule';
import * as recommendation from './recommendation';
import * as reminders from './reminders';
import * as series from './series';
import * as subscriptionManagement from './subscription-management';
import * as therapists from './therapists';
import * as timeManagement from './time-management';
import * as tokenManagement from './token-management';
import * as videoCall from './video-call';
import * as waitlist from './waitlist';
import * as worker from './worker';

export const ENDPOINT_MODULES: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  operations: operations,
  account: account,
  admin: admin,
  analytics: analytics,
  auth: auth,
  bookings: bookings,
  'calendar-feed': calendarFeed,
  docs: docs,
  entities: entities,
  giftcode: giftcode,
  misc: misc,
  'my-data': myData,
  outages: outages,
  payments: payments,
  'purchase-rule': purchaseRule,
  recommendation: recommendation,
  reminders: reminders,
  series: series,
  'subscription-management': subscriptionManagement,
  therapists: therapists,
  'time-management': timeManagement,
  'token-management': tokenManagement,
  'video-call': videoCall,
  waitlist: waitlist,
  worker: worker,
};
