// The landing page of a waitlist offer's claim link: the offered time in the client's zone, the minutes left to
// claim it, and the way into the normal checkout. A link that ran out, was used or is someone else's says so.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { appointmentCheckoutPath } from '@rozmova/contracts/payments';
import { clientTimeZone, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { useRequest } from '@rozmova/web/store/use-slice';
import { errorText, Notice, PageHeader, useNow } from '@rozmova/web/ui';
import type { WaitlistOffer } from '../api/waitlist-api';
import { waitlistOfferSlice, type OfferArgs } from '../store/waitlist-slices';
import type { RequestState } from '@rozmova/web/store/request-slice';
import { minutesLeft } from '../lib/waitlist-view';
import styles from '../../../lib/cabinet.module.scss';

type State =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error'; code: string }
  | { status: 'success'; offer: WaitlistOffer };

/** The offer of this link: an answer for another link (an earlier visit) still counts as loading. */
function offerState(token: string, offer: RequestState<OfferArgs, WaitlistOffer>): State {
  if (!token) return { status: 'gone' };
  if (offer.args?.token !== token || offer.status === 'loading' || offer.status === 'idle')
    return { status: 'loading' };
  if (offer.status === 'ready' && offer.data) return { status: 'success', offer: offer.data };
  const code = offer.error?.error ?? 'generic';
  return code === 'waitlist_offer_not_found' ? { status: 'gone' } : { status: 'error', code };
}

export function WaitlistOfferPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const offer = useRequest(waitlistOfferSlice, token ? { locale, token } : null);
  const now = useNow(15_000).getTime();
  const zone = clientTimeZone(locale);
  const state = offerState(token, offer);

  const list = (
    <Link className={styles.link} to={`/${locale}/${PATHS.clientCabinet.waitlist}`}>
      {t('waitlist.see_list')}
    </Link>
  );
  const left = state.status === 'success' ? minutesLeft(state.offer.expires_at, now) : 0;

  return (
    <section data-testid="waitlist-offer-page">
      <PageHeader title={t('waitlist.offer_title')} />
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          {errorText(t, state.code, 'cabinet')}
        </p>
      )}
      {(state.status === 'gone' || (state.status === 'success' && left === 0)) && (
        <Notice data-testid="waitlist-offer-gone">
          <p>{t('waitlist.offer_gone')}</p>
          {list}
        </Notice>
      )}
      {state.status === 'success' && left > 0 && (
        <div className={styles.card}>
          <p className={styles.prominent}>
            {t('waitlist.offer_when', {
              therapist: state.offer.therapist_name,
              kind: t(`waitlist.kind_${state.offer.service_kind}`),
              when: `${formatDayLong(state.offer.starts_at, zone, locale)}, ${formatTime(state.offer.starts_at, zone, locale)}`,
            })}
          </p>
          <p className={styles.countdown} aria-live="polite" data-testid="waitlist-offer-left">
            {t('waitlist.offer_left', { minutes: left })}
          </p>
          <div className={styles.actions}>
            <Link
              className={styles.primaryButton}
              to={appointmentCheckoutPath(`/${locale}`, {
                worker_id: state.offer.worker_id,
                service_id: state.offer.service_id,
                starts_at: state.offer.starts_at,
              })}
              data-testid="waitlist-offer-book"
            >
              {t('waitlist.book')}
            </Link>
            {list}
          </div>
        </div>
      )}
    </section>
  );
}
