// Joins a therapist's waitlist (api/docs/waitlist.md): allowed only while they have no free time in 14 days.
import { call } from '@rozmova/web/api-client';
import { joinWaitlist as join } from '@rozmova/contracts/endpoints/waitlist';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { JoinWaitlistBody, WaitlistEntry } from '@rozmova/contracts/schemas/waitlist';

export function joinWaitlist(locale: MarketLocale, body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return call(join, { body }, { configId: locale });
}
