// Previous / "page N of M" / next under a paged list; nothing when everything fits on one page.
import { Button } from './button';
import styles from './kit.module.scss';

export interface PagerProps {
  /** What is paged, for screen readers ("Pages of therapists"): the name of the navigation landmark. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The words, in the page's language: the two buttons and where the reader is ("Page 2 of 5"). */
  previous: string;
  next: string;
  position: string;
  /** While a page loads, neither button moves. */
  busy?: boolean;
}

export function Pager({
  label,
  page,
  pages,
  onPage,
  previous,
  next,
  position,
  busy = false,
}: PagerProps): React.JSX.Element | null {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.row}>
      <Button disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span>{position}</span>
      <Button disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
