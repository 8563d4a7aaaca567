import { useTranslation } from 'react-i18next';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { TherapistCard } from '../../../lib/get-therapists';
import styles from './therapists.module.scss';
import { TherapistPhoto } from '@rozmova/web/ui/therapist-photo';
import { languageName } from '../../../lib/language-name';

const htmlLang = (l: MarketLocale): string => (l === 'ua' ? 'uk' : l);

interface Props {
  locale: MarketLocale;
  therapist: TherapistCard;
}

export function TherapistProfile({ locale, therapist }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  return (
    <article className={styles.profile} data-testid="therapist-profile">
      <header className={styles.profileHeader}>
        <TherapistPhoto className={styles.photo} name={therapist.name} url={therapist.photo_url} size={120} />
        <div>
          <h1 className={styles.profileName}>{therapist.name}</h1>
          <ul className={styles.prices}>
            {therapist.prices.map((p) => (
              <li key={p.service_id}>
                {t(`service.${p.service_kind}`)}: <strong>{formatPrice(p.price, p.currency, locale)}</strong>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <section>
        <h2 className={styles.sectionTitle}>{t('therapist_page.about')}</h2>
        {/* A bio not written in the page's language (the api's fallback) is marked as the language it is in. */}
        <div lang={therapist.bio_locale === locale ? undefined : htmlLang(therapist.bio_locale)}>
          {therapist.bio.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className={styles.bio}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>
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
    </article>
  );
}
