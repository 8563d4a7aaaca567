// The list's filters are the api's: language, session type, price up to, free within N days.
import { useTranslation } from 'react-i18next';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import { MARKETS, marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { SESSION_LANGUAGES } from '@rozmova/contracts/schemas/recommendation';
import styles from './therapists.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

export interface FilterValues {
  language: string;
  service: 'personal' | 'couple';
  price_max: string;
  free_within_days: string;
}

export const FREE_WITHIN_OPTIONS = [3, 7, 14] as const;

/** Price steps around the market's default price for the chosen session type. */
export function priceSteps(locale: MarketLocale, service: 'personal' | 'couple'): number[] {
  const base =
    service === 'couple'
      ? MARKETS[locale].locales.default_couple_therapy_price
      : MARKETS[locale].locales.default_personal_therapy_price;
  const step = base >= 1000 ? 100 : 10;
  return [1, 1.25, 1.5, 2].map((f) => Math.round((base * f) / step) * step);
}

interface Props {
  locale: MarketLocale;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

export function TherapistFilters({ locale, values, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const set = (key: keyof FilterValues) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <form className={styles.filters} aria-label={t('therapist_list.filters')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.filter}>
        <span>{t('therapist_list.service')}</span>
        <select name="service" value={values.service} onChange={set('service')}>
          {(Object.keys(SERVICE_IDS) as Array<'personal' | 'couple'>).map((k) => (
            <option key={k} value={k}>
              {t(`service.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t('therapist_list.language')}</span>
        <select name="language" value={values.language} onChange={set('language')}>
          <option value="">{t('therapist_list.any_language')}</option>
          {SESSION_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t('therapist_list.price_max')}</span>
        <select name="price_max" value={values.price_max} onChange={set('price_max')}>
          <option value="">{t('therapist_list.any_price')}</option>
          {priceSteps(locale, values.service).map((p) => (
            <option key={p} value={String(p)}>
              {formatPrice(p, marketCurrency(locale), locale)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t('therapist_list.free_within')}</span>
        <select name="free_within_days" value={values.free_within_days} onChange={set('free_within_days')}>
          <option value="">{t('therapist_list.any_time')}</option>
          {FREE_WITHIN_OPTIONS.map((d) => (
            <option key={d} value={String(d)}>
              {icu(t, 'days', { count: d })}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
