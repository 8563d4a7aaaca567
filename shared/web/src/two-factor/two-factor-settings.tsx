// The "Two-step sign-in" section of a cabinet's profile (clients, therapists, admins): its state, turning it on
// (password, then a QR code and the key as text, then a code from the app, then the recovery codes shown once),
// new recovery codes, turning it off. Every change asks the password (when the account has one) and, once on, a
// code (api/docs/two-factor.md).
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, isApiError } from '@rozmova/web/api-client';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { twoFactorApi, type EnrolmentStart, type TwoFactorApi, type TwoFactorStatus } from './api';
import { en } from './locales/en';
import { pl } from './locales/pl';
import { ro } from './locales/ro';
import { ua } from './locales/ua';
import styles from './two-factor.module.scss';

export interface TwoFactorSettingsProps {
  locale: string;
  api?: TwoFactorApi;
  /** Told when the state changes (a cabinet that waits for enrolment opens once it is on). */
  onChange?: (status: TwoFactorStatus) => void;
}

type View =
  | { kind: 'idle' }
  | { kind: 'reauth'; purpose: 'enrol' | 'disable' | 'codes' }
  | { kind: 'scan'; start: EnrolmentStart }
  | { kind: 'codes'; codes: string[] };

const errorOf = (failure: unknown): string => (isApiError(failure) ? apiErrorCode(failure) : 'default');

function formatDate(iso: string, locale: string): string {
  // The markets' own conventions: en is the British market (day before month).
  const tag = ({ ua: 'uk-UA', pl: 'pl-PL', ro: 'ro-RO', en: 'en-GB' } as Record<string, string>)[locale] ?? locale;
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

function ErrorLine({ code }: { code: string | null }): React.JSX.Element | null {
  const { t, i18n } = useTranslation('errors');
  if (!code) return null;
  return (
    <p className={styles.error} role="alert" data-testid="two-factor-error">
      {t(i18n.exists(code, { ns: 'errors' }) ? code : 'default')}
    </p>
  );
}

function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  name: string;
}): React.JSX.Element {
  const id = `${useId()}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        {...(name === 'code' ? { inputMode: 'text' as const, autoCapitalize: 'characters' } : {})}
        data-testid={`two-factor-${name}`}
      />
    </div>
  );
}

export function TwoFactorSettings({ locale, api = twoFactorApi, onChange }: TwoFactorSettingsProps): React.JSX.Element {
  addLocaleBundles('twoFactor', { ua, pl, ro, en });
  const { t } = useTranslation('twoFactor');
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    api.status(locale).then(
      (next) => {
        setStatus(next);
        onChange?.(next);
      },
      () => setLoadFailed(true),
    );
  }, [api, locale, onChange]);
  useEffect(load, [load]);

  const reset = (next: View = { kind: 'idle' }) => {
    setView(next);
    setPassword('');
    setCode('');
    setError(null);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const reauthBody = () => ({
    ...(status?.has_password ? { password } : {}),
    ...(code.trim() ? { code: code.trim() } : {}),
  });

  const submitReauth = (event: FormEvent) => {
    event.preventDefault();
    if (view.kind !== 'reauth') return;
    void run(async () => {
      if (view.purpose === 'enrol') {
        const start = await api.enrol(locale, reauthBody());
        reset({ kind: 'scan', start });
      } else if (view.purpose === 'codes') {
        const { recovery_codes } = await api.newRecoveryCodes(locale, reauthBody());
        reset({ kind: 'codes', codes: recovery_codes });
        load();
      } else {
        await api.disable(locale, reauthBody());
        reset();
        setDone(t('turnedOff'));
        load();
      }
    });
  };

  const submitConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recovery_codes } = await api.confirm(locale, { code: code.trim() });
      reset({ kind: 'codes', codes: recovery_codes });
    });
  };

  if (loadFailed) {
    return (
      <section className={styles.section} aria-labelledby="two-factor-heading" data-testid="two-factor">
        <h2 id="two-factor-heading">{t('heading')}</h2>
        <p role="alert">{t('loadFailed')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={load}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  }
  if (!status) {
    return (
      <section className={styles.section} aria-labelledby="two-factor-heading" data-testid="two-factor">
        <h2 id="two-factor-heading">{t('heading')}</h2>
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      </section>
    );
  }

  const overdue = status.required && !status.enrolled && status.required_from !== null;
  const passwordField = status.has_password ? (
    <Field
      name="password"
      type="password"
      autoComplete="current-password"
      label={t('password')}
      value={password}
      onChange={setPassword}
    />
  ) : (
    <p className={styles.muted}>{t('googleFresh')}</p>
  );

  return (
    <section className={styles.section} aria-labelledby="two-factor-heading" data-testid="two-factor">
      <h2 id="two-factor-heading">{t('heading')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {overdue && Date.parse(status.required_from!) > Date.now() ? (
        <p className={styles.notice} data-testid="two-factor-required">
          {t('requiredBy', { date: formatDate(status.required_from!, locale) })}
        </p>
      ) : null}
      {overdue && Date.parse(status.required_from!) <= Date.now() ? (
        <p className={styles.notice} data-testid="two-factor-required">
          {t('requiredNow')}
        </p>
      ) : null}
      <p data-testid="two-factor-state">
        {status.enrolled ? t('on', { date: formatDate(status.enrolled_at!, locale) }) : t('off')}
        {status.enrolled ? ` ${t('codesLeft', { count: status.recovery_codes_left })}` : ''}
      </p>
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}

      {view.kind === 'idle' ? (
        <div className={styles.actions}>
          {status.enrolled ? (
            <>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => reset({ kind: 'reauth', purpose: 'codes' })}
                data-testid="two-factor-new-codes"
              >
                {t('newCodes')}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => reset({ kind: 'reauth', purpose: 'disable' })}
                data-testid="two-factor-disable"
              >
                {t('disable')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setDone(null);
                reset({ kind: 'reauth', purpose: 'enrol' });
              }}
              data-testid="two-factor-start"
            >
              {t('start')}
            </button>
          )}
        </div>
      ) : null}

      {view.kind === 'reauth' ? (
        <form className={styles.form} onSubmit={submitReauth} noValidate data-testid="two-factor-reauth">
          <h3>{t(view.purpose === 'enrol' ? 'start' : view.purpose === 'codes' ? 'newCodes' : 'disable')}</h3>
          {view.purpose === 'codes' ? <p className={styles.muted}>{t('newCodesNote')}</p> : null}
          {passwordField}
          {status.enrolled ? (
            <Field name="code" autoComplete="one-time-code" label={t('code')} value={code} onChange={setCode} />
          ) : null}
          <ErrorLine code={error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={busy} data-testid="two-factor-submit">
              {view.purpose === 'disable' ? t('disableConfirm') : t('continue')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => reset()}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}

      {view.kind === 'scan' ? (
        <form className={styles.form} onSubmit={submitConfirm} noValidate data-testid="two-factor-scan">
          <p>{t('scan')}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.start.qr_svg)}`}
            alt={t('qrAlt')}
          />
          <p>{t('manual')}</p>
          <p className={styles.key} data-testid="two-factor-secret">
            {view.start.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
          <p>
            <a className={styles.link} href={view.start.otpauth_uri}>
              {t('openInApp')}
            </a>
          </p>
          <Field name="code" autoComplete="one-time-code" label={t('newCode')} value={code} onChange={setCode} />
          <ErrorLine code={error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={busy} data-testid="two-factor-confirm">
              {t('confirm')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => reset()}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}

      {view.kind === 'codes' ? (
        <div className={styles.form} data-testid="two-factor-codes">
          <h3>{t('codesHeading')}</h3>
          <p>{t('codesNote')}</p>
          <ul className={styles.codes}>
            {view.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                reset();
                setDone(t('turnedOn'));
                load();
              }}
              data-testid="two-factor-codes-saved"
            >
              {t('codesSaved')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
