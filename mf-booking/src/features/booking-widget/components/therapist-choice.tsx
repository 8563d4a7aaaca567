import { useTranslation } from 'react-i18next';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatTime, formatDate } from '@rozmova/web/client-time';
import type { TherapistCard } from '../../../lib/get-therapists';
import type { SelectedSlot } from '../store/types';
import styles from './booking-widget.module.scss';

interface Props {
  locale: MarketLocale;
  slot: SelectedSlot;
  serviceId: string;
  therapists: TherapistCard[];
  clientZone: string;
  onChoose: (workerId: string) => void;
}

export function TherapistChoice({
  locale,
  slot,
  serviceId,
  therapists,
  clientZone,
  onChoose,
}: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const free = therapists.filter((th) => slot.worker_ids.includes(th.id));
  return (
    <section>
      <h3 className={styles.subTitle}>
        {t('therapists_at_time.title', {
          day: formatDate(slot.starts_at, clientZone, locale),
          time: formatTime(slot.starts_at, clientZone, locale),
        })}
      </h3>
      {free.length === 0 && <p className={styles.notice}>{t('therapists_at_time.none')}</p>}
      <ul className={styles.therapistList}>
        {free.map((th) => {
          const price = th.prices.find((p) => p.service_id === serviceId);
          return (
            <li key={th.id} className={styles.therapistItem}>
              {th.photo_url && (
                <img src={th.photo_url} alt="" className={styles.avatar} width={56} height={56} loading="lazy" />
              )}
              <div className={styles.therapistText}>
                <strong>{th.name}</strong>
                <span className={styles.muted}>
                  {th.languages.map((l) => t(`language.${l}`, { defaultValue: l })).join(', ')}
                </span>
                {price && <span>{formatPrice(price.price, price.currency, locale)}</span>}
              </div>
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => onChoose(th.id)}
                data-testid="choose-therapist"
              >
                {t('therapists_at_time.choose', { name: th.name })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
