import { useTranslation } from 'react-i18next';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import type { TherapistForm, TherapistFormProblems } from '../store/therapist-form';
import { BioFields } from '../../../lib/bio-fields';
import styles from '../../../lib/cabinet.module.scss';

interface Props {
  id: string;
  form: TherapistForm;
  problems: TherapistFormProblems;
  apiRules: Record<string, string>;
  creating: boolean;
  onChange: (form: TherapistForm) => void;
}

export function TherapistFields({ id, form, problems, apiRules, creating, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const message = (field: keyof TherapistForm) => {
    const local = problems[field];
    if (local) return t(`form.${local}`);
    const rule = apiRules[field];
    return rule ? t(`rule.${rule}`, { defaultValue: t('rule.other') }) : '';
  };
  const input = (
    field: Exclude<keyof TherapistForm, 'bios' | 'market'>,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={form[field]}
        aria-invalid={message(field) ? true : undefined}
        aria-describedby={`${id}-${field}-error`}
        onChange={(e) => onChange({ ...form, [field]: e.target.value })}
        {...extra}
      />
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {message(field)}
      </p>
    </div>
  );
  return (
    <>
      {creating ? input('email', t('admin.therapists.email'), { type: 'email', autoComplete: 'off' }) : null}
      {input('name', t('admin.therapists.name'), { maxLength: 120 })}
      {creating ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-market`}>{t('admin.therapists.market')}</label>
          <select
            id={`${id}-market`}
            name="market"
            value={form.market}
            onChange={(e) => onChange({ ...form, market: e.target.value as TherapistForm['market'] })}
          >
            {MARKET_LOCALES.map((market) => (
              <option key={market} value={market}>
                {t(`market.${market}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <BioFields
        id={`${id}-bio`}
        legend={t('admin.therapists.bio')}
        bios={form.bios}
        market={form.market}
        onChange={(bios) => onChange({ ...form, bios })}
      />
      {input('languages', t('admin.therapists.languages'), { placeholder: 'uk, pl' })}
      {input('specialisations', t('admin.therapists.specialisations'))}
      <div className={styles.row}>
        {input('personal_price', t('admin.therapists.personal_price'), { inputMode: 'decimal' })}
        {input('couple_price', t('admin.therapists.couple_price'), { inputMode: 'decimal' })}
      </div>
      <p className={styles.muted}>{t('admin.therapists.prices_hint')}</p>
    </>
  );
}
