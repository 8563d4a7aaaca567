// The page a confirmation link opens (`/{locale}/verify-email?token=...`). The token is sent once, from the
// page, never by the GET itself, so a mail scanner that follows links cannot use it up.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '@rozmova/web/api-client';
import { verifyEmail } from '@rozmova/web/auth/auth-api';
import { landingPath, refetchAuth, useAuth } from '@rozmova/web/auth/auth-cache';
import { isSignedIn } from '@rozmova/web/auth/types';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { VerifyEmailResponse } from '@rozmova/contracts/schemas/account';
import { useLocale } from '../../lib/use-locale';
import styles from '../../lib/forms/auth-form.module.scss';

type Outcome = 'working' | 'verified' | 'email_changed' | 'used' | 'expired' | 'invalid' | 'taken' | 'failed';

const OUTCOME_OF: Record<string, Outcome> = {
  verification_link_used: 'used',
  verification_link_expired: 'expired',
  verification_link_invalid: 'invalid',
  email_taken: 'taken',
};

export function VerifyEmailPage({
  verify = verifyEmail,
}: {
  /** Tests pass a fake. */
  verify?: (locale: MarketLocale, token: string) => Promise<VerifyEmailResponse>;
}): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'invalid');
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    verify(locale, token).then(
      async (result) => {
        setOutcome(result.status);
        // The notice and the cabinet read the address and its state from the auth data.
        if (isSignedIn(auth.data)) await refetchAuth().catch(() => undefined);
      },
      (error: unknown) => setOutcome(OUTCOME_OF[apiErrorCode(error)] ?? 'failed'),
    );
  }, [token, locale, verify, auth.data]);

  const good = outcome === 'verified' || outcome === 'email_changed';
  return (
    <div className={styles.page}>
      <div className={styles.card} data-testid="verify-email">
        <h1>{t('verifyEmail.title')}</h1>
        {outcome === 'working' ? (
          <p className={styles.lead} role="status" aria-busy="true">
            {t('verifyEmail.working')}
          </p>
        ) : (
          <p
            className={good ? styles.success : styles.lead}
            role={good ? 'status' : 'alert'}
            data-testid="verify-email-outcome"
            data-outcome={outcome}
          >
            {t(`verifyEmail.${outcome}`)}
          </p>
        )}
        <div className={styles.links}>
          {isSignedIn(auth.data) ? (
            <Link to={landingPath(auth.data?.user.role, locale)}>{t('verifyEmail.toAccount')}</Link>
          ) : (
            <Link to={`/${locale}/login`}>{t('verifyEmail.toLogin')}</Link>
          )}
        </div>
      </div>
    </div>
  );
}
