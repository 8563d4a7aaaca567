// Joins a therapist's waitlist (api/docs/waitlist.md): allowed only while they have no free time in 14 days.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { JoinWaitlistBody, WaitlistEntry } from '@rozmova/contracts/schemas/waitlist';

export function joinWaitlist(locale: MarketLocale, body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>('/v4/waitlist/join', { method: 'POST', body, configId: locale });
}
