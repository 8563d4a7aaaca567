// Loading and failure lines every page shows the same way: polite for loading, assertive for a failure.
import { useTranslation } from 'react-i18next';
import { Button, Notice, errorText } from '@rozmova/web/ui';
import type { RequestState } from '@rozmova/web/store/request-slice';
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
      <Notice tone="error">
        <p>{errorText(t, state.error, 'workerCabinet')}</p>
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
      </Notice>
    );
  }
  return null;
}
