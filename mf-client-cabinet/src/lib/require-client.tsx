// The cabinet belongs to a signed-in client: anyone else is asked to sign in and comes back here after.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import '@rozmova/web/auth/auth-api';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import type { MarketLocale } from '@rozmova/contracts/markets';
import styles from './cabinet.module.scss';

export function RequireClient({ locale, children }: { locale: MarketLocale; children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'idle' || (auth.status === 'pending' && !auth.data)) {
    return (
      <p role="status" className={styles.muted}>
        {t('common.loading')}
      </p>
    );
  }
  if (!isRegistered(auth.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div className={styles.notice} data-testid="sign-in-needed">
        <p>{t('common.sign_in_needed')}</p>
        <Link className={styles.primaryButton} to={`/${locale}/login?next=${next}`}>
          {t('common.sign_in')}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
