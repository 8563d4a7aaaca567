// One poll of the air-raid alert feed (the `outages.poll-alerts` job's work): at most one replica asks per
// interval (claimed in alert_feed_state), a 429 backs off, and a changed answer replaces `active_alerts` and
// grants the waivers of sessions in their window under an alert, in one transaction.
import type { FastifyInstance } from 'fastify';
import { ALERT_WINDOW_BEFORE_MINUTES, OUTAGES_MARKET } from '@rozmova/contracts/schemas/outages';
import { fetchActiveAlerts, type FetchLike } from './alerts-feed';
import { outagesRepository } from './outages-repository';

const MINUTE_MS = 60_000;
/** After a 429 without Retry-After: 2, 4, 8 ... minutes, at most 30. */
const MAX_BACKOFF_MS = 30 * MINUTE_MS;

export type PollOutcome = 'off' | 'waiting' | 'changed' | 'not_modified' | 'rate_limited' | 'failed';

export async function pollAlertFeed(
  fastify: FastifyInstance,
  fetch: FetchLike | undefined,
  POLL_INTERVAL_MS: number,
): Promise<PollOutcome> {
  const { db, clock, config } = fastify;
  if (!config.alertsApiUrl) return 'off';
  const now = clock.now();
  await outagesRepository.ensureFeedState(db, new Date(now));
  // Whoever moves next_poll_at on asks the feed; everyone else waits (the job and a care-state read alike).
  const state = await outagesRepository.claimPoll(db, new Date(now + POLL_INTERVAL_MS), new Date(now));
  if (!state) return 'waiting';
  const answer = await fetchActiveAlerts(config.alertsApiUrl, config.alertsApiToken, state.last_modified, {
    fetch,
    now,
    timeoutMs: 3_000,
  });
  if (answer.kind === 'rate_limited') {
    const wait = answer.retryAfterMs ?? Math.min(MAX_BACKOFF_MS, 2 ** (state.failures + 1) * MINUTE_MS);
    await outagesRepository.pollRateLimited(db, new Date(now + Math.max(wait, POLL_INTERVAL_MS)), new Date(now));
    return 'rate_limited';
  }
  if (answer.kind === 'failed') {
    fastify.log.warn({ reason: answer.reason }, 'alert feed: request failed');
    await outagesRepository.pollFailed(db, new Date(now + POLL_INTERVAL_MS), new Date(now));
    return 'failed';
  }
  await db.tx(async (q) => {
    await outagesRepository.pollAnswered(
      q,
      new Date(now + POLL_INTERVAL_MS),
      new Date(now),
      answer.kind === 'changed' ? answer.lastModified : null,
    );
    if (answer.kind !== 'changed') return;
    await outagesRepository.clearAlertsExcept(
      q,
      answer.alerts.map((a) => a.oblastId),
    );
    for (const alert of answer.alerts) {
      await outagesRepository.upsertAlert(q, alert, new Date(now));
    }
    // Sessions in their window now with a party under alert keep the waiver even after the alert ends.
    await outagesRepository.grantWaiversUnderAlert(q, new Date(now), OUTAGES_MARKET, ALERT_WINDOW_BEFORE_MINUTES);
  });
  return answer.kind;
}
