// The page the restore e-mail links to (`/{locale}/reset-password?token=...`).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@rozmova/web/forms';
import { resetPassword } from '@rozmova/web/auth/auth-api';
import { useLocale } from '../../lib/use-locale';
import { resetFormSchema } from './form-schemas';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import { useForm } from '../../lib/forms/use-form';
import styles from '../../lib/forms/auth-form.module.scss';

export function ResetPasswordPage(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useForm(
    { password: '', password_repeat: '' },
    resetFormSchema,
    async (values) => {
      await resetPassword(locale, { token, password: values.password });
      setDone(true);
    },
    (values): FormErrors =>
      values.password && values.password_repeat && values.password !== values.password_repeat
        ? { password_repeat: { key: 'passwordsDiffer' } }
        : {},
  );

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit} noValidate data-testid="reset-form">
        <h1>{t('reset.title')}</h1>
        {!token ? (
          <p className={styles.lead} role="alert">
            {t('reset.noToken')}
          </p>
        ) : done ? (
          <p className={styles.success} role="status" data-testid="reset-done">
            {t('reset.done')}
          </p>
        ) : (
          <>
            <p className={styles.lead}>{t('reset.lead')}</p>
            <ApiErrorMessage code={form.apiError} />
            <TextField
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              error={form.errors.password}
              input={form.bind('password')}
            />
            <TextField
              label={t('fields.repeatPassword')}
              type="password"
              autoComplete="new-password"
              error={form.errors.password_repeat}
              input={form.bind('password_repeat')}
            />
            <button className={styles.submit} type="submit" disabled={form.submitting} data-testid="reset-submit">
              {form.submitting ? t('common:loading') : t('reset.submit')}
            </button>
          </>
        )}
        <div className={styles.links}>
          {!token || done ? (
            <Link to={`/${locale}/${done ? 'login' : 'restore-password'}`}>
              {done ? t('register.toLogin') : t('reset.askNew')}
            </Link>
          ) : null}
        </div>
      </form>
    </div>
  );
}
