// A labelled input with its error under it, tied together for screen readers.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from '../../../lib/cabinet.module.scss';

export function FormField({
  id,
  label,
  error,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  children?: ReactNode;
}): React.JSX.Element {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
