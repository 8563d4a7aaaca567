// The second step of a sign-in on an account with two-step sign-in: after a correct password (or Google), a code
// from the authenticator app or a recovery code, sent with the short-lived challenge the first step answered.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSecondFactor } from '@rozmova/web/auth/auth-api';
import { apiErrorCode, isApiError } from '@rozmova/web/api-client';
import type { AuthData } from '@rozmova/web/auth/types';
import { secondFactorCodeSchema } from '@rozmova/contracts/schemas/two-factor';
import { useLocale } from '../../lib/use-locale';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import styles from '../../lib/forms/auth-form.module.scss';

const CODE_FORMAT = new RegExp(secondFactorCodeSchema.pattern);

interface SecondFactorStepProps {
  challenge: string;
  onSignedIn: (data: AuthData) => void;
  /** Back to the first step: the challenge expired or was spent, or the person wants another account. */
  onRestart: () => void;
}

export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const value = code.replace(/\s+/g, '');
    if (!CODE_FORMAT.test(value)) {
      setError('invalid_second_factor_code');
      return;
    }
    setSubmitting(true);
    setError(null);
    loginSecondFactor(locale, { challenge, code: value })
      .then(onSignedIn)
      .catch((failure: unknown) => {
        const reason = isApiError(failure) ? apiErrorCode(failure) : 'default';
        setError(reason);
        setCode('');
      })
      .finally(() => setSubmitting(false));
  };

  // An expired or spent challenge cannot take another code: only the way back helps.
  const mustRestart = error === 'invalid_second_factor_challenge' || error === 'second_factor_attempts_exceeded';

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="second-factor-form">
      <h1>{t('secondFactor.title')}</h1>
      <p className={styles.lead}>{t('secondFactor.lead')}</p>
      <ApiErrorMessage code={error} />
      {mustRestart ? null : (
        <>
          <TextField
            label={t('secondFactor.code')}
            autoComplete="one-time-code"
            input={{
              name: 'code',
              value: code,
              onChange: (event) => setCode(event.target.value),
            }}
          />
          <button className={styles.submit} type="submit" disabled={submitting} data-testid="second-factor-submit">
            {submitting ? t('common:loading') : t('secondFactor.submit')}
          </button>
        </>
      )}
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onRestart} data-testid="second-factor-back">
          {t('secondFactor.back')}
        </button>
      </div>
    </form>
  );
}
