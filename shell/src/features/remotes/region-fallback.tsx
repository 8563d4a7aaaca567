// A calm, small notice in the region of a remote that is down, slow or threw; the page around it works.
import { useTranslation } from 'react-i18next';
import styles from './region-fallback.module.scss';

export interface RegionFallbackProps {
  remote?: string;
  onRetry?: () => void;
}

export function RegionFallback({ remote, onRetry }: RegionFallbackProps): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <section className={styles.fallback} data-testid="region-fallback" data-remote={remote} role="status">
      <h2 className={styles.title}>{t('regionUnavailable.title')}</h2>
      <p className={styles.text}>{t('regionUnavailable.text')}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="region-retry">
          {t('retry')}
        </button>
      )}
    </section>
  );
}
