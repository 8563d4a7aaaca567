// An admin's own sign-in settings: two-step sign-in (therapists have it in their profile).
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { PageHeader } from '@rozmova/web/ui';
import styles from '../../../lib/cabinet.module.scss';

export function SecurityPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return (
    <section className={styles.page} data-testid="admin-security">
      <PageHeader title={t('two_factor.title')} />
      <TwoFactorSettings locale={locale} />
    </section>
  );
}
