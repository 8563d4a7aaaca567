// Sign in or register without leaving the widget. Uses the shared auth calls, so the shell's cached
// auth entry updates at once and the header shows the new session.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { login, register } from '@rozmova/web/auth/auth-api';
import { apiErrorCode } from '@rozmova/web/api-client';
import { validateForm, withoutEmptyStrings, type FormErrors } from '@rozmova/web/forms';
import { focusFirstInvalid } from '@rozmova/web/focus-first-invalid';
import { isRejectedEmail } from '@rozmova/contracts/email-rule';
import { rejectedEmailDomain } from '@rozmova/web/runtime-config';
import { loginBodySchema, registerBodySchema } from '@rozmova/contracts/schemas/auth';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { Field } from '@rozmova/web/ui';
import styles from './booking-widget.module.scss';

interface Props {
  locale: MarketLocale;
  onSignedIn: () => void;
}

type Mode = 'register' | 'sign_in';

export function WidgetAuth({ locale, onSignedIn }: Props): React.JSX.Element {
  const { t } = useTranslation(['booking', 'forms', 'errors']);
  const flags = MARKETS[locale].feature_flags.auth;
  const [mode, setMode] = useState<Mode>('register');
  const [values, setValues] = useState({ name: '', email: '', password: '', oferta: false, marketing: false });
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const email = values.email.trim();
    const body =
      mode === 'sign_in'
        ? { email, password: values.password }
        : {
            email,
            password: values.password,
            name: values.name.trim(),
            // Without the checkbox on screen the terms are accepted by registering (market rule).
            oferta_accepted: flags.sign_up_show_oferta_checkbox ? values.oferta : true,
            ...(flags.sign_up_show_marketing_checkbox ? { marketing_accepted: values.marketing } : {}),
          };
    // An empty field is a missing one: "required", not "at least 3 characters".
    const found = validateForm(mode === 'sign_in' ? loginBodySchema : registerBodySchema, withoutEmptyStrings(body));
    if (mode === 'register' && !found.email && isRejectedEmail(email, rejectedEmailDomain()))
      found.email = { key: 'invalidEmail' };
    if (mode === 'register' && flags.sign_up_show_oferta_checkbox && !values.oferta)
      found.oferta_accepted = { key: 'required' };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement, found);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'sign_in') await login(locale, body as { email: string; password: string });
      else await register(locale, body as Parameters<typeof register>[1]);
      onSignedIn();
    } catch (error) {
      const code = apiErrorCode(error);
      setFailureCode(code);
      setFailure(
        t(`errors:${code}`, {
          defaultValue: t(`booking:errors.${code}`, { defaultValue: t('booking:errors.generic') }),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  /** What ties a field to its message (and its hint, when it has one) for screen readers. */
  const described = (field: string, hint?: string) => {
    const ids = [hint, errors[field] ? `widget-${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': Boolean(errors[field]), 'aria-describedby': ids || undefined };
  };

  /** A field's problem in words, or nothing. */
  const problem = (field: string) => {
    const error = errors[field];
    return error ? t(`forms:${error.key}`, error.values ?? {}) : null;
  };

  const fieldError = (field: string) => {
    const text = problem(field);
    return text ? (
      <span className={styles.fieldError} id={`widget-${field}-error`}>
        {text}
      </span>
    ) : null;
  };

  return (
    <section>
      <p className={styles.muted}>{t('booking:auth.intro')}</p>
      <div className={styles.tabs} role="tablist">
        {(['register', 'sign_in'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={mode === m ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => {
              setMode(m);
              setErrors({});
              setFailure(null);
            }}
            data-testid={`auth-tab-${m}`}
          >
            {t(m === 'register' ? 'booking:auth.register_tab' : 'booking:auth.sign_in_tab')}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        {mode === 'register' && (
          <Field
            id="widget-name"
            label={t('booking:auth.name')}
            className={styles.field}
            error={problem('name')}
            announce={false}
          >
            <input
              id="widget-name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              {...described('name')}
            />
          </Field>
        )}
        <Field
          id="widget-email"
          label={t('booking:auth.email')}
          className={styles.field}
          error={problem('email')}
          announce={false}
        >
          <input
            id="widget-email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            {...described('email')}
          />
        </Field>
        <Field
          id="widget-password"
          label={t('booking:auth.password')}
          className={styles.field}
          hint={mode === 'register' ? t('booking:auth.password_hint') : null}
          error={problem('password')}
          announce={false}
        >
          <input
            id="widget-password"
            name="password"
            type="password"
            autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            {...described('password', mode === 'register' ? 'widget-password-hint' : undefined)}
          />
        </Field>
        {mode === 'register' && flags.sign_up_show_oferta_checkbox && (
          <div>
            <label className={styles.checkbox}>
              <input
                name="oferta_accepted"
                type="checkbox"
                checked={values.oferta}
                onChange={(e) => set('oferta')(e.target.checked)}
                {...described('oferta_accepted')}
              />
              <span>{t('booking:auth.oferta')}</span>
            </label>
            {fieldError('oferta_accepted')}
            {/* The terms in the page's language, in a new tab so the half-filled form stays. */}
            <a
              className={styles.termsLink}
              href={`/${locale}/terms`}
              target="_blank"
              rel="noopener"
              data-testid="terms-link"
            >
              {t('booking:auth.read_terms')}
            </a>
          </div>
        )}
        {mode === 'register' && flags.sign_up_show_marketing_checkbox && (
          <label className={styles.checkbox}>
            <input
              name="marketing"
              type="checkbox"
              checked={values.marketing}
              onChange={(e) => set('marketing')(e.target.checked)}
            />
            <span>{t('booking:auth.marketing')}</span>
          </label>
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {failure && failureCode === 'email_taken' && (
          // The address is theirs already: sign in here (the e-mail stays typed) or restore the password.
          <p className={styles.muted} data-testid="email-taken-actions">
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setMode('sign_in');
                setErrors({});
                setFailure(null);
                setFailureCode(null);
              }}
            >
              {t('booking:auth.sign_in_tab')}
            </button>{' '}
            · <Link to={`/${locale}/restore-password`}>{t('booking:auth.forgot')}</Link>
          </p>
        )}
        <button type="submit" className={styles.primaryButton} disabled={busy} data-testid="auth-submit">
          {busy ? t('booking:auth.working') : t(mode === 'register' ? 'booking:auth.register' : 'booking:auth.sign_in')}
        </button>
      </form>
    </section>
  );
}
