// A labelled form control with its hint and its problem: the label names the control (`htmlFor` = `id`),
// the hint and the problem carry ids the control points at with `aria-describedby` (describedBy below).
import type { ReactNode } from 'react';
import styles from './kit.module.scss';

export interface FieldProps {
  /** The id of the control inside; the label points at it. */
  id: string;
  label: ReactNode;
  /** A line that explains the control, under it; id `${id}-hint` unless `hintId` says otherwise. */
  hint?: ReactNode;
  hintId?: string;
  /** What is wrong with the value, read out as it appears; id `${id}-error` unless `errorId` says otherwise. */
  error?: ReactNode;
  errorId?: string;
  /** Read the problem out as it appears (role="alert"); off where the form moves focus to the field instead. */
  announce?: boolean;
  className?: string;
  /** The control itself (input, select, textarea), with `id` and its own aria attributes. */
  children: ReactNode;
}

/** The ids a control's `aria-describedby` names: its hint and its problem, where there are any. */
export function describedBy(
  id: string,
  { hint = false, error = false }: { hint?: boolean; error?: boolean },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  announce = true,
  className,
  children,
}: FieldProps): React.JSX.Element {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={hintId ?? `${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId ?? `${id}-error`} role={announce ? 'alert' : undefined} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
