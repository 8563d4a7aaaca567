// A therapist's bio in each platform language: one text area per language, marked with that language so
// spelling and screen readers follow it. The catalogue shows the one in the page's language.
import { useTranslation } from 'react-i18next';
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import styles from './cabinet.module.scss';

export type BioTexts = Record<MarketLocale, string>;

/** ISO 639-1 code of a platform language (the Ukrainian market is `ua`, its language `uk`). */
export const languageCodeOf = (locale: MarketLocale): string => (locale === 'ua' ? 'uk' : locale);

/** The bios that changed, as the api takes them ('' clears one); undefined when none did. */
export function changedBios(form: BioTexts, before: BioTexts): Partial<BioTexts> | undefined {
  const changed = MARKET_LOCALES.filter((l) => form[l] !== before[l]);
  return changed.length ? Object.fromEntries(changed.map((l) => [l, form[l].trim()])) : undefined;
}

/** The bios written, for a new account; undefined when there is none. */
export function writtenBios(form: BioTexts): Partial<BioTexts> | undefined {
  const written = MARKET_LOCALES.filter((l) => form[l].trim() !== '');
  return written.length ? Object.fromEntries(written.map((l) => [l, form[l].trim()])) : undefined;
}

export const EMPTY_BIOS: BioTexts = { ua: '', pl: '', ro: '', en: '' };

interface Props {
  id: string;
  legend: string;
  bios: BioTexts;
  /** The therapist's market: its language comes first, as the one most clients read. */
  market: MarketLocale;
  onChange: (bios: BioTexts) => void;
}

export function BioFields({ id, legend, bios, market, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const order = [market, ...MARKET_LOCALES.filter((l) => l !== market)];
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('common.bio_hint')}
      </p>
      {order.map((locale) => (
        <div key={locale} className={styles.field}>
          <label htmlFor={`${id}-${locale}`}>{t(`common.bio_in.${locale}`)}</label>
          <textarea
            id={`${id}-${locale}`}
            name={`bio_${locale}`}
            lang={languageCodeOf(locale)}
            maxLength={4000}
            value={bios[locale]}
            onChange={(e) => onChange({ ...bios, [locale]: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
