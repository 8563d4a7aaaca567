// The cabinet belongs to a signed-in client: the shared gate with this app's words and look.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireClient as Gate } from '@rozmova/web/auth/require-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import styles from './cabinet.module.scss';

export function RequireClient({ locale, children }: { locale: MarketLocale; children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  return (
    <Gate
      locale={locale}
      texts={{ loading: t('common.loading'), signInNeeded: t('common.sign_in_needed'), signIn: t('common.sign_in') }}
      classNames={{ muted: styles.muted, notice: styles.notice, button: styles.primaryButton }}
    >
      {children}
    </Gate>
  );
}
