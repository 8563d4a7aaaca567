import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { login, secondFactorChallengeOf } from '@rozmova/web/auth/auth-api';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import { useLocale } from '../../lib/use-locale';
import { afterSignIn } from './landing';
import { loginFormSchema } from './form-schemas';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import { GoogleSignIn } from './google-sign-in';
import { SecondFactorStep } from './second-factor-step';
import { useForm } from '../../lib/forms/use-form';
import styles from '../../lib/forms/auth-form.module.scss';

const FRAGMENT_CHALLENGE = /^#second_factor=([A-Za-z0-9_-]{43})$/;

/** Reads (once) and removes the challenge a mailed sign-in link put in the address's fragment. */
function challengeFromFragment(): string | null {
  if (typeof window === 'undefined') return null;
  const found = FRAGMENT_CHALLENGE.exec(window.location.hash)?.[1] ?? null;
  if (found) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return found;
}

export function LoginPage(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const auth = useAuth();
  // Set when the password (or Google) was right and the account asks a second step.
  // A mailed sign-in link on an account with two-step sign-in lands here with its challenge in the fragment.
  const [challenge, setChallenge] = useState<string | null>(challengeFromFragment);
  const form = useForm({ email: '', password: '' }, loginFormSchema, async (values) => {
    try {
      const data = await login(locale, { email: values.email, password: values.password });
      navigate(afterSignIn(data, locale, next), { replace: true });
    } catch (failure) {
      const token = secondFactorChallengeOf(failure);
      if (!token) throw failure;
      setChallenge(token);
    }
  });

  if (isRegistered(auth.data) && auth.data) return <Navigate to={afterSignIn(auth.data, locale, next)} replace />;

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
      <form className={styles.card} onSubmit={form.onSubmit} noValidate data-testid="login-form">
        <h1>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <ApiErrorMessage code={form.apiError} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={form.errors.email}
          input={form.bind('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={form.errors.password}
          input={form.bind('password')}
        />
        <button className={styles.submit} type="submit" disabled={form.submitting} data-testid="login-submit">
          {form.submitting ? t('common:loading') : t('login.submit')}
        </button>
        <GoogleSignIn next={next} onSecondFactor={setChallenge} />
        <div className={styles.links}>
          <Link to={`/${locale}/restore-password`}>{t('login.forgot')}</Link>
          <Link to={`/${locale}/register${next ? `?next=${encodeURIComponent(next)}` : ''}`}>
            {t('login.toRegister')}
          </Link>
        </div>
      </form>
    </div>
  );
}
