// A checkbox or a radio button with its words beside it: the whole line is the label, so a tap anywhere on
// it toggles the box (a 44 px target on phones).
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './kit.module.scss';

export type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  type?: 'checkbox' | 'radio';
  /** The label's class instead of the kit's, for a page that lays the line out its own way. */
  labelClassName?: string;
};

export function Check({ label, type = 'checkbox', labelClassName, ...input }: CheckProps): React.JSX.Element {
  return (
    <label className={labelClassName ?? styles.check}>
      <input type={type} {...input} />
      <span>{label}</span>
    </label>
  );
}
