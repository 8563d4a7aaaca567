// Loading and failure lines every page shows the same way: polite for loading, assertive for a failure.
import { useTranslation } from 'react-i18next';
import type { RequestState } from './request-slice';
import { errorText } from './error-text';
import styles from './cabinet.module.scss';

export function StatusLine({
  state,
  onRetry,
}: {
  state: RequestState<unknown, unknown>;
  onRetry?: () => void;
}): React.JSX.Element | null {
  const { t } = useTranslation('workerCabinet');
  if (state.status === 'loading' && state.data === null) {
    return (
      <p role="status" className={styles.muted}>
        {t('common.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className={styles.errorBox}>
        <p>{errorText(t, state.error)}</p>
        {onRetry ? (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return null;
}
