// Google sign-up completion: the account exists but still has to confirm its registration
// (user.data.has_to_confirm_reg_google): the market's checkboxes are asked here.
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { completeGoogle } from '@rozmova/web/auth/auth-api';
import { isRegistered, landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import { isSignedIn } from '@rozmova/web/auth/types';
import { useLocale } from '../../lib/use-locale';
import { completeFormSchema } from './form-schemas';
import { ApiErrorMessage } from '../../lib/forms/form-parts';
import { SignUpCheckboxes, checkboxBody } from './sign-up-checkboxes';
import { useForm } from '../../lib/forms/use-form';
import styles from '../../lib/forms/auth-form.module.scss';

export function CompleteRegistrationPage(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const auth = useAuth();
  const form = useForm({ oferta_accepted: false, marketing_accepted: false }, completeFormSchema, async (values) => {
    const data = await completeGoogle(locale, checkboxBody(locale, values));
    navigate(landingPath(data.user?.role, locale), { replace: true });
  });

  if (auth.status === 'pending' || auth.status === 'idle') {
    return (
      <div className={styles.page} aria-busy="true">
        {t('common:loading')}
      </div>
    );
  }
  if (!isSignedIn(auth.data)) return <Navigate to={`/${locale}/login`} replace />;
  if (isRegistered(auth.data)) return <Navigate to={landingPath(auth.data?.user?.role, locale)} replace />;

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit} noValidate data-testid="complete-registration-form">
        <h1>{t('complete.title')}</h1>
        <p className={styles.lead}>{t('complete.lead', { email: auth.data?.user?.email ?? '' })}</p>
        <ApiErrorMessage code={form.apiError} />
        <SignUpCheckboxes locale={locale} form={form as never} />
        <button className={styles.submit} type="submit" disabled={form.submitting} data-testid="complete-submit">
          {form.submitting ? t('common:loading') : t('complete.submit')}
        </button>
      </form>
    </div>
  );
}
