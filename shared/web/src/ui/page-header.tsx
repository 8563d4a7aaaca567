// A page's title (its one h1) and, under it, a line that says what the page is for.
import type { ReactNode } from 'react';
import styles from './kit.module.scss';

export interface PageHeaderProps {
  title: ReactNode;
  /** The heading's id, for a section labelled by it. */
  id?: string;
  lead?: ReactNode;
  /** More under the title: a link back, a zone note. */
  children?: ReactNode;
}

export function PageHeader({ title, id, lead, children }: PageHeaderProps): React.JSX.Element {
  return (
    <div className={styles.header}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
