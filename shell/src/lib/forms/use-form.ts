// Small form state: values, per-field errors from the JSON Schema (forms namespace keys) and the
// api's error code once submitted.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { apiErrorBody, apiErrorCode, isApiError } from '@rozmova/web/api-client';
import { validateForm, withoutEmptyStrings, type FieldError, type FormErrors } from '@rozmova/web/forms';
import { focusFirstInvalid } from '@rozmova/web/focus-first-invalid';

export type FormValues = Record<string, string | boolean>;

export interface UseForm<V extends FormValues> {
  values: V;
  errors: FormErrors;
  apiError: string | null;
  submitting: boolean;
  bind: (field: keyof V & string) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  bindCheckbox: (field: keyof V & string) => {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  onSubmit: (event: FormEvent) => void;
  setFieldError: (field: string, error: FieldError) => void;
}

export function useForm<V extends FormValues>(
  initial: V,
  schema: object,
  submit: (values: V) => Promise<void>,
  extraCheck?: (values: V) => FormErrors,
): UseForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [apiError, setApiError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const clear = (field: string) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  return {
    values,
    errors,
    apiError,
    submitting,
    bind: (field) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (event) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        clear(field);
      },
    }),
    bindCheckbox: (field) => ({
      name: field,
      checked: Boolean(values[field]),
      onChange: (event) => {
        setValues((current) => ({ ...current, [field]: event.target.checked }));
        clear(field);
      },
    }),
    setFieldError: (field, error) => setErrors((current) => ({ ...current, [field]: error })),
    onSubmit: (event) => {
      event.preventDefault();
      if (submitting) return;
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' && key !== 'password' && key !== 'password_repeat' ? value.trim() : value,
        ]),
      ) as V;
      const found = { ...validateForm(schema, withoutEmptyStrings(trimmed)), ...(extraCheck?.(trimmed) ?? {}) };
      setErrors(found);
      setApiError(null);
      if (Object.keys(found).length > 0) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement, found);
        return;
      }
      setSubmitting(true);
      submit(trimmed)
        .catch((error: unknown) => {
          if (isApiError(error)) {
            for (const detail of apiErrorBody(error)?.details ?? []) {
              // "taken" is not a format problem: the form's own message says it and offers the ways on.
              if (detail.field && detail.rule !== 'taken') {
                setErrors((current) => ({ ...current, [detail.field.replace(/^\//, '')]: { key: 'invalidFormat' } }));
              }
            }
            setApiError(apiErrorCode(error));
          } else {
            setApiError('default');
          }
        })
        .finally(() => setSubmitting(false));
    },
  };
}
