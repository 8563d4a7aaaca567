import { textOf } from '../../../lib/blok';
import type { BlokProps, ButtonBlok } from '../types';
import { resolveMultilink } from '../links';
import { SafeLink } from './safe-link';
import styles from './bloks.module.scss';

/** A call to action: a link that looks like a button (it navigates, so it is an <a>). */
export function ButtonLink({ blok }: BlokProps<ButtonBlok>): React.JSX.Element | null {
  const label = textOf(blok.label);
  const link = resolveMultilink(blok.link);
  if (!label || !link) return null;
  const look = blok.style === 'secondary' ? styles.buttonSecondary : styles.buttonPrimary;
  return (
    <SafeLink link={link} className={`${styles.button} ${look}`}>
      {label}
    </SafeLink>
  );
}
