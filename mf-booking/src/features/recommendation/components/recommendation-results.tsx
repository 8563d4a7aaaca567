import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Recommendation } from '@rozmova/contracts/booking';
import { formatDayLong, formatTime } from '@rozmova/web/client-time';
import styles from './recommendation.module.scss';

interface Props {
  locale: MarketLocale;
  basePath: string;
  recommendation: Recommendation;
  clientZone: string;
  onChangeAnswers: () => void;
}

export function RecommendationResults({
  locale,
  basePath,
  recommendation,
  clientZone,
  onChangeAnswers,
}: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="recommendation-results" data-testid="recommendation-results">
      <h2 id="recommendation-results" className={styles.title}>
        {t('recommendation.results')}
      </h2>
      {recommendation.therapists.length === 0 && <p className={styles.notice}>{t('recommendation.empty')}</p>}
      <ol className={styles.results}>
        {recommendation.therapists.map((th) => (
          <li key={th.worker_id} className={styles.result} data-testid="recommended-therapist">
            {th.photo_url && (
              <img src={th.photo_url} alt="" width={64} height={64} className={styles.photo} loading="lazy" />
            )}
            <div className={styles.resultBody}>
              <h3 className={styles.name}>{th.name}</h3>
              <p className={styles.price}>
                {t('therapist_list.price', { price: formatPrice(th.price_for_user, th.currency, locale) })}
              </p>
              <ul className={styles.reasons}>
                {th.reasons.map((r) => (
                  <li key={r}>{t(`recommendation.reason.${r}`, { defaultValue: '' })}</li>
                ))}
              </ul>
              <p className={styles.hint}>
                {th.next_free_slot
                  ? t('therapist_list.next_free', {
                      when: t('calendar.slot_label', {
                        day: formatDayLong(th.next_free_slot, clientZone, locale),
                        time: formatTime(th.next_free_slot, clientZone, locale),
                      }),
                    })
                  : t('therapist_list.no_free')}
              </p>
              <Link
                className={styles.cta}
                to={`${basePath}/therapists?psychologist_id=${encodeURIComponent(th.worker_id)}`}
              >
                {t('recommendation.choose')}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.secondaryButton} onClick={onChangeAnswers}>
        {t('recommendation.again')}
      </button>
    </section>
  );
}
