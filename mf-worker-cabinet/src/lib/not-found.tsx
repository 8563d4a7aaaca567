import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import styles from './cabinet.module.scss';

export function NotFound({ home }: { locale: MarketLocale; home: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page} data-testid="not-found">
      <h1 className={styles.heading}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={home}>{t('notFound.action')}</Link>
    </section>
  );
}
