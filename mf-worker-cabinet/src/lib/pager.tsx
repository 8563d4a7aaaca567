// Previous / "page N of M" / next under a paged list; nothing when everything fits on one page.
import { useTranslation } from 'react-i18next';
import styles from './cabinet.module.scss';

export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** What is paged, for screen readers ("Pages of therapists"). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}): React.JSX.Element | null {
  const { t } = useTranslation('workerCabinet');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.row}>
      <button type="button" className={styles.secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.page_of', { page, pages })}</span>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
