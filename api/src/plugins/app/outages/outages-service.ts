// What `fastify.outages` offers the routes, the reminders and the free-slot answer (api/docs/outages.md).
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  CareState,
  LostPowerLink,
  OblastId,
  OutageGroup,
  OutageMoveResult,
  OutageProfile,
  OutageStats,
} from '@rozmova/contracts/schemas/outages';
import type { Queryable } from '../../external/db';
import type { Actor } from '../bookings/bookings-contract';
import type { PollOutcome } from './alerts-poll';
import type { Interval } from './outage-schedule';

export interface Outages {
  readonly alertsEnabled: boolean;
  readonly plannedOutagesEnabled: boolean;
  profile(userId: string): Promise<OutageProfile>;
  setProfile(
    userId: string,
    input: { oblastId: OblastId | null; outageGroup: OutageGroup | null },
  ): Promise<OutageProfile>;
  careState(actor: Actor, bookingId: string): Promise<CareState>;
  moveForAlert(actor: Actor, bookingId: string, startsAt: string): Promise<OutageMoveResult>;
  lostPower(
    who: { actor: Actor } | { token: string },
    input: { bookingId?: string; startsAt?: string },
  ): Promise<OutageMoveResult>;
  viewLink(token: string): Promise<LostPowerLink>;
  /** The reminder's signed link for this person and booking (valid until an hour after the session's end). */
  reportUrl(
    q: Queryable,
    booking: { id: string; ends_at: Date | string },
    userId: string,
    locale: MarketLocale,
  ): Promise<string>;
  stats(from: string | undefined, to: string | undefined): Promise<OutageStats>;
  /** One poll of the alert feed, if its time has come (the job's work). */
  pollAlerts(): Promise<PollOutcome>;
  /**
   * Which of these intervals overlap a planned cut of the therapist's outage group or, when given (a signed-in
   * ua client asking), of the client's group (false for all when off).
   */
  plannedOutageMarks(workerId: string, slots: Interval[], clientId?: string | null): Promise<boolean[]>;
}
