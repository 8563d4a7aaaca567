// The client's waitlists (api/docs/waitlist.md): the list, leaving one, and the slot a claim link offers.
import { call } from '@rozmova/web/api-client';
import * as waitlistEndpoints from '@rozmova/contracts/endpoints/waitlist';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { WaitlistEntry, WaitlistOffer } from '@rozmova/contracts/schemas/waitlist';

export type { WaitlistEntry, WaitlistOffer };

export async function getMyWaitlist(locale: MarketLocale): Promise<WaitlistEntry[]> {
  const { entries } = await call(waitlistEndpoints.myWaitlist, {}, { configId: locale });
  return entries;
}

export async function leaveWaitlist(locale: MarketLocale, entryId: string): Promise<WaitlistEntry[]> {
  const { entries } = await call(
    waitlistEndpoints.leaveWaitlist,
    { body: { entry_id: entryId } },
    { configId: locale },
  );
  return entries;
}

export function getWaitlistOffer(locale: MarketLocale, token: string): Promise<WaitlistOffer> {
  return call(waitlistEndpoints.waitlistOffer, { query: { token } }, { configId: locale });
}

/** What the waitlist saga calls; tests hand it a fake. */
export const waitlistApi = { getMyWaitlist, leaveWaitlist, getWaitlistOffer };
export type WaitlistApi = typeof waitlistApi;
