// The per-market sign-up checkboxes (docs/rules.md ): offer terms everywhere, marketing except ua.
import { useTranslation } from 'react-i18next';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { Checkbox } from '../../lib/forms/form-parts';
import type { UseForm } from '../../lib/forms/use-form';
import styles from '../../lib/forms/auth-form.module.scss';

export function SignUpCheckboxes({
  locale,
  form,
}: {
  locale: MarketLocale;
  form: UseForm<{ oferta_accepted: boolean; marketing_accepted: boolean } & Record<string, string | boolean>>;
}): React.JSX.Element {
  const { t } = useTranslation('shell');
  const flags = MARKETS[locale].feature_flags.auth;
  return (
    <>
      {flags.sign_up_show_oferta_checkbox && (
        <>
          <Checkbox error={form.errors.oferta_accepted} input={form.bindCheckbox('oferta_accepted')}>
            {t('register.oferta')}
          </Checkbox>
          {/* The terms in the page's language, in a new tab so the half-filled form stays. */}
          <p className={styles.termsLink}>
            <a href={`/${locale}/terms`} target="_blank" rel="noopener" data-testid="terms-link">
              {t('register.readTerms')}
            </a>
          </p>
        </>
      )}
      {/* What we do with what they give us, before they give it. */}
      <p className={styles.termsLink}>
        <a href={`/${locale}/privacy`} target="_blank" rel="noopener" data-testid="privacy-link">
          {t('register.readPrivacy')}
        </a>
      </p>
      {flags.sign_up_show_marketing_checkbox && (
        <Checkbox input={form.bindCheckbox('marketing_accepted')}>{t('register.marketing')}</Checkbox>
      )}
    </>
  );
}

/** The checkbox part of a register / complete body; the form's schema already required the offer terms. */
export function checkboxBody(
  locale: MarketLocale,
  values: { marketing_accepted: boolean },
): { oferta_accepted: true; marketing_accepted?: boolean } {
  const flags = MARKETS[locale].feature_flags.auth;
  return {
    oferta_accepted: true,
    ...(flags.sign_up_show_marketing_checkbox ? { marketing_accepted: values.marketing_accepted } : {}),
  };
}
