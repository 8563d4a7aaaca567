// Purchases belong to a signed-in client: the shared gate with this app's words and look. A purchase page
// re-checks a sign-in older than 30 s when it opens.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireClient as Gate } from '@rozmova/web/auth/require-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import styles from './payments.module.scss';

export function RequireClient({ locale, children }: { locale: MarketLocale; children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation('payments');
  return (
    <Gate
      locale={locale}
      freshOnOpen
      texts={{ loading: t('common.loading'), signInNeeded: t('common.sign_in_needed'), signIn: t('common.sign_in') }}
      classNames={{ muted: styles.muted, notice: styles.notice, button: styles.primaryButton }}
    >
      {children}
    </Gate>
  );
}
