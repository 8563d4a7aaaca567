// Right after sign-up: two-step sign-in offered, never imposed. "Not now" goes on at once; setting it up opens
// the same section the profile has, and "Continue" goes on from there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { useLocale } from '../../lib/use-locale';
import styles from '../../lib/forms/auth-form.module.scss';

export function TwoFactorOffer({ onDone }: { onDone: () => void }): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [settingUp, setSettingUp] = useState(false);
  return (
    <div className={styles.card} data-testid="two-factor-offer">
      <h1>{t('signUpTwoFactor.title')}</h1>
      <p className={styles.lead}>{t('signUpTwoFactor.lead')}</p>
      {settingUp ? (
        <>
          <TwoFactorSettings locale={locale} />
          <button className={styles.submit} type="button" onClick={onDone} data-testid="two-factor-offer-continue">
            {t('signUpTwoFactor.continue')}
          </button>
        </>
      ) : (
        <>
          <button className={styles.submit} type="button" onClick={onDone} data-testid="two-factor-offer-skip">
            {t('signUpTwoFactor.notNow')}
          </button>
          <div className={styles.links}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setSettingUp(true)}
              data-testid="two-factor-offer-set-up"
            >
              {t('signUpTwoFactor.setUp')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
