import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@rozmova/web/forms';
import { register } from '@rozmova/web/auth/auth-api';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import { isRejectedEmail } from '@rozmova/contracts/email-rule';
import { rejectedEmailDomain } from '@rozmova/web/runtime-config';
import { useLocale } from '../../lib/use-locale';
import { afterSignIn } from './landing';
import { registerFormSchema } from './form-schemas';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import { GoogleSignIn } from './google-sign-in';
import { SecondFactorStep } from './second-factor-step';
import { TwoFactorOffer } from './two-factor-offer';
import { SignUpCheckboxes, checkboxBody } from './sign-up-checkboxes';
import { useForm } from '../../lib/forms/use-form';
import styles from '../../lib/forms/auth-form.module.scss';

export function RegisterPage(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const auth = useAuth();
  // "Continue with Google" here can sign an existing account in; one with two-step sign-in asks its code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // After a sign-up with a password, where to go once two-step sign-in was offered (null: not offered now).
  const [offerThen, setOfferThen] = useState<string | null>(null);
  const form = useForm(
    { name: '', email: '', password: '', oferta_accepted: false, marketing_accepted: false },
    registerFormSchema,
    async (values) => {
      const data = await register(locale, {
        name: values.name,
        email: values.email,
        password: values.password,
        ...checkboxBody(locale, values),
      });
      const onward = afterSignIn(data, locale, next);
      // Offered, never in the way: someone signing up in the middle of a booking (`next`) goes straight on.
      if (next) navigate(onward, { replace: true });
      else setOfferThen(onward);
    },
    (values): FormErrors =>
      isRejectedEmail(values.email, rejectedEmailDomain())
        ? { email: { key: 'emailDomainRejected', values: { domain: rejectedEmailDomain() ?? '' } } }
        : {},
  );

  if (offerThen) {
    return (
      <div className={styles.page}>
        <TwoFactorOffer onDone={() => navigate(offerThen, { replace: true })} />
      </div>
    );
  }

  // Someone already signed in has nothing to do here; while this form's own sign-up is answering, the new
  // session must not send them on before the offer above.
  if (isRegistered(auth.data) && auth.data && !form.submitting) {
    return <Navigate to={afterSignIn(auth.data, locale, next)} replace />;
  }

  if (challenge) {
    return (
      <div className={styles.page}>
        <SecondFactorStep
          key={challenge}
          challenge={challenge}
          onSignedIn={(data) => navigate(afterSignIn(data, locale, next), { replace: true })}
          onRestart={() => setChallenge(null)}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit} noValidate data-testid="register-form">
        <h1>{t('register.title')}</h1>
        <p className={styles.lead}>{t('register.lead')}</p>
        <ApiErrorMessage code={form.apiError} />
        {form.apiError === 'email_taken' && (
          // The address is theirs already: the two ways on, right where the message is.
          <div className={styles.links} data-testid="email-taken-actions">
            <Link to={`/${locale}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}>{t('common:login')}</Link>
            <Link to={`/${locale}/restore-password`}>{t('login.forgot')}</Link>
          </div>
        )}
        <TextField label={t('fields.name')} autoComplete="name" error={form.errors.name} input={form.bind('name')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={form.errors.email}
          input={form.bind('email')}
        />
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={form.errors.password}
          input={form.bind('password')}
        />
        <SignUpCheckboxes locale={locale} form={form} />
        <button className={styles.submit} type="submit" disabled={form.submitting} data-testid="register-submit">
          {form.submitting ? t('common:loading') : t('register.submit')}
        </button>
        <GoogleSignIn next={next} onSecondFactor={setChallenge} />
        <div className={styles.links}>
          <Link to={`/${locale}/login`}>{t('register.toLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
