// The profile page's sign-in details: the e-mail address (changed only once the mailed link is opened) and a
// new password.
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@rozmova/web/forms';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, Check, errorText } from '@rozmova/web/ui';
import type { UserInfo } from '../api/account-api';
import { useSlice } from '@rozmova/web/store/use-slice';
import { emailSlice, passwordSlice, saveState } from '../store/account-slices';
import { FormField } from './form-field';
import { validateEmailChange, validatePassword, type EmailInput, type PasswordInput } from './forms';
import styles from '../../../lib/cabinet.module.scss';
import { fieldText } from './form-parts';

const EMPTY_PASSWORDS: PasswordInput = { current_password: '', new_password: '', repeat_password: '', code: '' };

/**
 * The address and whether it is confirmed; a new one is asked for with the password and used only once the
 * link mailed to it is opened (until then the old one stays, and the pending one is shown).
 */
export function EmailForm({ locale, user }: { locale: MarketLocale; user: UserInfo }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = saveState(useSlice(emailSlice));
  const [input, setInput] = useState<EmailInput>({ new_email: '', current_password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  useEffect(() => {
    if (save.status === 'saved') setInput({ new_email: '', current_password: '' });
  }, [save.status]);
  const change = (field: keyof EmailInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    if (save.status !== 'idle' && save.status !== 'saving') dispatch(emailSlice.reset());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailChange(input);
    setErrors(found);
    if (Object.keys(found).length === 0)
      dispatch(emailSlice.request({ locale, body: { ...input, new_email: input.new_email.trim() } }));
  };
  const wrong = save.status === 'error' && save.error === 'wrong_password' ? t('password.wrong') : null;
  return (
    <section className={styles.card} aria-labelledby="email-title">
      <h2 className={styles.subHeading} id="email-title">
        {t('email.title')}
      </h2>
      <p className={styles.muted} data-testid="email-current">
        {t('profile.email', { email: user.email ?? '' })}{' '}
        {user.email_verified ? t('email.verified') : t('email.unverified')}
      </p>
      {user.pending_email && (
        <p className={styles.muted} role="status" data-testid="email-pending">
          {t('email.pending', { email: user.pending_email })}
        </p>
      )}
      {user.has_password ? (
        <form className={styles.form} onSubmit={submit} noValidate data-testid="email-form">
          <FormField
            id="email-new"
            type="email"
            autoComplete="email"
            label={t('email.new')}
            value={input.new_email}
            onChange={(e) => change('new_email')(e.target.value)}
            error={fieldText(t, errors, 'new_email')}
          />
          <FormField
            id="email-password"
            type="password"
            autoComplete="current-password"
            label={t('password.current')}
            value={input.current_password}
            onChange={(e) => change('current_password')(e.target.value)}
            error={fieldText(t, errors, 'current_password') ?? wrong}
          />
          {save.status === 'saved' && (
            <p role="status" className={styles.success} data-testid="email-sent">
              {t('email.sent')}
            </p>
          )}
          {save.status === 'error' && !wrong && (
            <p role="alert" className={styles.error}>
              {errorText(t, save.error ?? 'generic', 'cabinet')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="primary" type="submit" disabled={save.status === 'saving'} data-testid="email-save">
              {save.status === 'saving' ? t('common.saving') : t('email.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.muted}>{t('email.googleOnly')}</p>
      )}
    </section>
  );
}

export function PasswordForm({ locale }: { locale: MarketLocale }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = saveState(useSlice(passwordSlice));
  const [input, setInput] = useState<PasswordInput>(EMPTY_PASSWORDS);
  // Offered, ticked: whoever changes a password because something felt wrong wants the other devices out.
  const [endOthers, setEndOthers] = useState(true);
  const [endedOthers, setEndedOthers] = useState(true);
  const [errors, setErrors] = useState<FormErrors>({});
  useEffect(() => {
    if (save.status === 'saved') setInput(EMPTY_PASSWORDS);
  }, [save.status]);
  const change = (field: keyof PasswordInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    if (save.status !== 'idle' && save.status !== 'saving') dispatch(passwordSlice.reset());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(input);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setEndedOthers(endOthers);
      dispatch(
        passwordSlice.request({
          locale,
          body: {
            current_password: input.current_password,
            new_password: input.new_password,
            end_other_sessions: endOthers,
            ...(input.code?.trim() ? { code: input.code.replace(/\s+/g, '') } : {}),
          },
        }),
      );
    }
  };
  const wrong = save.status === 'error' && save.error === 'wrong_password' ? t('password.wrong') : null;
  // With two-step sign-in on, the api asks a code as well; the field appears once it has.
  const codeAsked =
    (input.code ?? '') !== '' ||
    (save.status === 'error' &&
      (save.error === 'second_factor_code_required' || save.error === 'invalid_second_factor_code'));
  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 className={styles.subHeading} id="password-title">
        {t('password.title')}
      </h2>
      <p className={styles.muted}>{t('password.note')}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="password-form">
        <FormField
          id="password-current"
          type="password"
          autoComplete="current-password"
          label={t('password.current')}
          value={input.current_password}
          onChange={(e) => change('current_password')(e.target.value)}
          error={fieldText(t, errors, 'current_password') ?? wrong}
        />
        <FormField
          id="password-new"
          type="password"
          autoComplete="new-password"
          label={t('password.new')}
          value={input.new_password}
          onChange={(e) => change('new_password')(e.target.value)}
          error={fieldText(t, errors, 'new_password')}
        />
        <FormField
          id="password-repeat"
          type="password"
          autoComplete="new-password"
          label={t('password.repeat')}
          value={input.repeat_password}
          onChange={(e) => change('repeat_password')(e.target.value)}
          error={fieldText(t, errors, 'repeat_password')}
        />
        {codeAsked && (
          <FormField
            id="password-code"
            autoComplete="one-time-code"
            label={t('password.code')}
            value={input.code ?? ''}
            onChange={(e) => change('code')(e.target.value)}
            error={null}
          />
        )}
        <Check
          label={t('password.endOthers')}
          labelClassName={styles.checkbox}
          checked={endOthers}
          onChange={() => setEndOthers((v) => !v)}
          data-testid="password-end-others"
        />
        {save.status === 'saved' && (
          <p role="status" className={styles.success} data-testid="password-changed">
            {endedOthers ? t('password.changed') : t('password.changedKeptOthers')}
          </p>
        )}
        {save.status === 'error' && !wrong && (
          <p role="alert" className={styles.error}>
            {errorText(t, save.error ?? 'generic', 'cabinet')}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={save.status === 'saving'} data-testid="password-save">
            {save.status === 'saving' ? t('common.saving') : t('password.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
