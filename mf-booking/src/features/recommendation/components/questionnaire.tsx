// Five short questions: what brings you, personal or couple, language, price range, preferred times.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateForm, type FormErrors } from '@rozmova/web/forms';
import { currencySymbol } from '@rozmova/contracts/format';
import { marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import {
  PREFERRED_TIMES,
  RECOMMENDATION_CONCERNS,
  SESSION_LANGUAGES,
  recommendationAnswersSchema,
  type PreferredTime,
  type RecommendationAnswers,
  type RecommendationConcern,
  type SessionLanguage,
} from '@rozmova/contracts/schemas/recommendation';
import styles from './recommendation.module.scss';

interface Props {
  locale: MarketLocale;
  clientZone: string;
  initial: RecommendationAnswers | null;
  busy: boolean;
  onSubmit: (answers: RecommendationAnswers) => void;
}

const LANGUAGE_OF_MARKET: Record<MarketLocale, SessionLanguage> = { ua: 'uk', pl: 'pl', ro: 'ro', en: 'en' };
const MAX_CONCERNS = 3;
/** The questions that can be answered wrongly, in the order the form asks them. */
const FIELD_ORDER = ['concerns', 'price_min', 'price_max', 'preferred_times'] as const;

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function Questionnaire({ locale, clientZone, initial, busy, onSubmit }: Props): React.JSX.Element {
  const { t } = useTranslation(['booking', 'forms']);
  const [concerns, setConcerns] = useState<RecommendationConcern[]>(initial?.concerns ?? []);
  const [serviceKind, setServiceKind] = useState<'personal' | 'couple'>(initial?.service_kind ?? 'personal');
  const [language, setLanguage] = useState<SessionLanguage>(initial?.language ?? LANGUAGE_OF_MARKET[locale]);
  const [priceMin, setPriceMin] = useState(initial?.price_min !== undefined ? String(initial.price_min) : '');
  const [priceMax, setPriceMax] = useState(initial?.price_max !== undefined ? String(initial.price_max) : '');
  const [times, setTimes] = useState<PreferredTime[]>(initial?.preferred_times ?? []);
  const [errors, setErrors] = useState<FormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const answers: RecommendationAnswers = {
      concerns,
      service_kind: serviceKind,
      language,
      preferred_times: times,
      timezone: clientZone,
      ...(priceMin.trim() ? { price_min: Number(priceMin) } : {}),
      ...(priceMax.trim() ? { price_max: Number(priceMax) } : {}),
    };
    const found = validateForm(recommendationAnswersSchema, answers);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(answers);
      return;
    }
    // The cursor goes to the first question that needs an answer, in the order they are asked.
    const first = FIELD_ORDER.find((field) => found[field]);
    const target = first
      ? formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]:not([disabled])`)
      : null;
    target?.focus();
  }

  const formRef = useRef<HTMLFormElement>(null);
  const errorId = (field: string) => `recommendation-error-${field}`;
  /** What ties a control to its question's message: aria-invalid and aria-describedby while it is shown. */
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const error = (field: string) =>
    errors[field] ? (
      <p className={styles.fieldError} role="alert" id={errorId(field)}>
        {t(`forms:${errors[field]!.key}`, errors[field]!.values ?? {})}
      </p>
    ) : null;
  const symbol = currencySymbol(marketCurrency(locale), locale);

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-testid="recommendation-form">
      <fieldset className={styles.question}>
        <legend>{t('recommendation.concerns')}</legend>
        <p className={styles.hint}>{t('recommendation.concerns_hint')}</p>
        <div className={styles.chips}>
          {RECOMMENDATION_CONCERNS.map((c) => (
            <label key={c} className={concerns.includes(c) ? `${styles.chip} ${styles.checked}` : styles.chip}>
              <input
                type="checkbox"
                name="concerns"
                value={c}
                checked={concerns.includes(c)}
                disabled={!concerns.includes(c) && concerns.length >= MAX_CONCERNS}
                onChange={() => setConcerns((list) => toggle(list, c))}
                {...described('concerns')}
              />
              {t(`recommendation.concern.${c}`)}
            </label>
          ))}
        </div>
        {error('concerns')}
      </fieldset>

      <fieldset className={styles.question}>
        <legend>{t('recommendation.service_kind')}</legend>
        <div className={styles.chips}>
          {(['personal', 'couple'] as const).map((k) => (
            <label key={k} className={serviceKind === k ? `${styles.chip} ${styles.checked}` : styles.chip}>
              <input
                type="radio"
                name="service_kind"
                value={k}
                checked={serviceKind === k}
                onChange={() => setServiceKind(k)}
              />
              {t(`service.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.question}>
        <legend id="recommendation-language-legend">{t('recommendation.language')}</legend>
        {/* A legend names the group, not the control: the select needs its own name for screen readers. */}
        <select
          name="language"
          aria-labelledby="recommendation-language-legend"
          value={language}
          onChange={(e) => setLanguage(e.target.value as SessionLanguage)}
          className={styles.select}
        >
          {SESSION_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset className={styles.question}>
        <legend>{t('recommendation.price_range')}</legend>
        <div className={styles.range}>
          <div className={styles.rangeField}>
            <label>
              <span>
                {t('recommendation.price_min')} ({symbol})
              </span>
              <input
                name="price_min"
                type="number"
                inputMode="numeric"
                min={0}
                value={priceMin}
                onChange={(e) => setPriceMin(e.target.value)}
                {...described('price_min')}
              />
            </label>
            {error('price_min')}
          </div>
          <div className={styles.rangeField}>
            <label>
              <span>
                {t('recommendation.price_max')} ({symbol})
              </span>
              <input
                name="price_max"
                type="number"
                inputMode="numeric"
                min={0}
                value={priceMax}
                onChange={(e) => setPriceMax(e.target.value)}
                {...described('price_max')}
              />
            </label>
            {error('price_max')}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.question}>
        <legend>{t('recommendation.preferred_times')}</legend>
        <div className={styles.chips}>
          {PREFERRED_TIMES.map((time) => (
            <label key={time} className={times.includes(time) ? `${styles.chip} ${styles.checked}` : styles.chip}>
              <input
                type="checkbox"
                name="preferred_times"
                value={time}
                checked={times.includes(time)}
                onChange={() => setTimes((list) => toggle(list, time))}
                {...described('preferred_times')}
              />
              {t(`recommendation.time.${time}`)}
            </label>
          ))}
        </div>
        {error('preferred_times')}
      </fieldset>

      <button type="submit" className={styles.primaryButton} disabled={busy} data-testid="recommendation-submit">
        {busy ? t('recommendation.loading') : t('recommendation.submit')}
      </button>
    </form>
  );
}
