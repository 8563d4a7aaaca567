// A bordered box that holds one thing: a session, a form, a setting.
import type { HTMLAttributes } from 'react';
import styles from './kit.module.scss';

/** The card's class, for an element that is not a div (a form, a list item, a section). */
export function cardClass(extra?: string): string {
  const own = styles.card ?? 'card';
  return extra ? `${own} ${extra}` : own;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>): React.JSX.Element {
  return <div className={cardClass(className)} {...rest} />;
}
