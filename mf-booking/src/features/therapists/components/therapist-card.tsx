import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice } from '@rozmova/contracts/format';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { TherapistCard as Therapist } from '../../../lib/get-therapists';
import { formatDayLong, formatTime } from '@rozmova/web/client-time';
import styles from './therapists.module.scss';
import { TherapistPhoto } from '@rozmova/web/ui/therapist-photo';
import { languageName } from '../../../lib/language-name';

interface Props {
  locale: MarketLocale;
  basePath: string;
  therapist: Therapist;
  serviceId: string;
  clientZone: string;
}

export function TherapistCard({ locale, basePath, therapist, serviceId, clientZone }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const price = therapist.prices.find((p) => p.service_id === serviceId) ?? therapist.prices[0];
  const next = therapist.next_free_slot;
  return (
    <article className={styles.card} data-testid="therapist-card" data-worker-id={therapist.id}>
      <TherapistPhoto className={styles.photo} name={therapist.name} url={therapist.photo_url} size={96} lazy />
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{therapist.name}</h2>
        {price && (
          <p className={styles.price}>
            {t('therapist_list.price', { price: formatPrice(price.price, price.currency, locale) })}
          </p>
        )}
        <p className={styles.meta}>
          <span>{t('therapist_list.languages')}: </span>
          {therapist.languages.map((l) => languageName(l, locale, t)).join(', ')}
        </p>
        {therapist.specialisations.length > 0 && (
          <p className={styles.meta}>
            <span>{t('therapist_list.specialisations')}: </span>
            {therapist.specialisations.map((s) => t(`recommendation.concern.${s}`, { defaultValue: s })).join(', ')}
          </p>
        )}
        <p className={styles.meta}>
          {next
            ? t('therapist_list.next_free', {
                when: t('calendar.slot_label', {
                  day: formatDayLong(next.starts_at, clientZone, locale),
                  time: formatTime(next.starts_at, clientZone, locale),
                }),
              })
            : t('therapist_list.no_free')}
        </p>
        <Link
          className={styles.cta}
          to={`${basePath}/therapists?psychologist_id=${encodeURIComponent(therapist.id)}${serviceId === SERVICE_IDS.couple ? '&service=couple' : ''}`}
        >
          {t('therapist_list.view_profile')}
        </Link>
      </div>
    </article>
  );
}
