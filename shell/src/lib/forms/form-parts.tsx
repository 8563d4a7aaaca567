// Inputs with their label and their message, announced to screen readers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@rozmova/web/forms';
import styles from './auth-form.module.scss';

export function FieldMessage({ id, error }: { id: string; error?: FieldError }): React.JSX.Element | null {
  const { t } = useTranslation('forms');
  if (!error) return null;
  return (
    <p id={id} className={styles.fieldError} data-testid={`error-${id.replace(/-error$/, '')}`} role="alert">
      {t(error.key, { ...(error.values ?? {}) })}
    </p>
  );
}

interface TextFieldProps {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: FieldError;
  input: { name: string; value: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void };
  /** Keeps ids unique when a second form with the same field is on the page (the footer's sign-up). */
  idPrefix?: string;
}

export function TextField({
  label,
  type = 'text',
  autoComplete,
  error,
  input,
  idPrefix = '',
}: TextFieldProps): React.JSX.Element {
  const errorId = `${idPrefix}${input.name}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={`field-${idPrefix}${input.name}`}>{label}</label>
      <input
        id={`field-${idPrefix}${input.name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

interface CheckboxProps {
  children: ReactNode;
  error?: FieldError;
  input: { name: string; checked: boolean; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void };
}

export function Checkbox({ children, error, input }: CheckboxProps): React.JSX.Element {
  const errorId = `${input.name}-error`;
  return (
    <div className={styles.checkbox}>
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{children}</span>
      </label>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

export function ApiErrorMessage({ code }: { code: string | null }): React.JSX.Element | null {
  const { t, i18n } = useTranslation('errors');
  if (!code) return null;
  const key = i18n.exists(code, { ns: 'errors' }) ? code : 'default';
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {t(key)}
    </p>
  );
}
