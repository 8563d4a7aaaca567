import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { restorePassword } from '@rozmova/web/auth/auth-api';
import { useLocale } from '../../lib/use-locale';
import { restoreFormSchema } from './form-schemas';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import { useForm } from '../../lib/forms/use-form';
import { ResetPasswordPage } from './reset-password-page';
import styles from '../../lib/forms/auth-form.module.scss';

/** The api's restore e-mail links here with `?token=`: then the page sets the new password. */
export function RestorePasswordPage(): React.JSX.Element {
  const [params] = useSearchParams();
  return params.get('token') ? <ResetPasswordPage /> : <RequestResetLink />;
}

function RequestResetLink(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ email: '' }, restoreFormSchema, async (values) => {
    await restorePassword(locale, values.email);
    setSentTo(values.email);
  });

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit} noValidate data-testid="restore-form">
        <h1>{t('restore.title')}</h1>
        {sentTo ? (
          <p className={styles.success} role="status" data-testid="restore-sent">
            {t('restore.sent', { email: sentTo })}
          </p>
        ) : (
          <>
            <p className={styles.lead}>{t('restore.lead')}</p>
            <ApiErrorMessage code={form.apiError} />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={form.errors.email}
              input={form.bind('email')}
            />
            <button className={styles.submit} type="submit" disabled={form.submitting} data-testid="restore-submit">
              {form.submitting ? t('common:loading') : t('restore.submit')}
            </button>
          </>
        )}
        <div className={styles.links}>
          <Link to={`/${locale}/login`}>{t('register.toLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
