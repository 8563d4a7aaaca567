// The client's waitlists (api/docs/waitlist.md): the list, leaving one, and the slot a claim link offers.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { MyWaitlist, WaitlistEntry, WaitlistOffer } from '@rozmova/contracts/schemas/waitlist';

export type { WaitlistEntry, WaitlistOffer };

export async function getMyWaitlist(locale: MarketLocale): Promise<WaitlistEntry[]> {
  const { entries } = await apiRequest<MyWaitlist>('/v4/waitlist/mine', { configId: locale });
  return entries;
}

export async function leaveWaitlist(locale: MarketLocale, entryId: string): Promise<WaitlistEntry[]> {
  const { entries } = await apiRequest<MyWaitlist>('/v4/waitlist/leave', {
    method: 'POST',
    body: { entry_id: entryId },
    configId: locale,
  });
  return entries;
}

export function getWaitlistOffer(locale: MarketLocale, token: string): Promise<WaitlistOffer> {
  return apiRequest<WaitlistOffer>('/v4/waitlist/offer', { query: { token }, configId: locale });
}
