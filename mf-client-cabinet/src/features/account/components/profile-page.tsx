// Profile: name, phone, preferred language and time zone; the e-mail address and its confirmation; notification
// choices; a new password; the signed-in devices.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FormErrors } from '@rozmova/web/forms';
import { MARKETS, MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import { COMMON_ZONES, canonicalZone, otherZones, zoneChoiceLabel } from '@rozmova/contracts/zone-choices';
import { CalendarFeedCard } from '@rozmova/web/ui/calendar-feed';
import { Button, Check, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import type { UserInfo } from '../api/account-api';
import { SignedInDevices } from '@rozmova/web/ui/signed-in-devices';
import { changeEmail, changePassword, loadUser, resetSave, saveNotifications, saveProfile } from '../store/actions';
import { selectSave, selectUser } from '../store/selectors';
import type { SaveState } from '../store/types';
import { FormField } from './form-field';
import {
  profileBody,
  validateEmailChange,
  validatePassword,
  validateProfile,
  type EmailInput,
  type PasswordInput,
  type ProfileInput,
} from './forms';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { OutageProfile } from '@rozmova/web/outages/outage-profile';
import styles from '../../../lib/cabinet.module.scss';

const LANGUAGE_NAMES: Record<MarketLocale, string> = { ua: 'Українська', pl: 'Polski', ro: 'Română', en: 'English' };

/**
 * The short list of zones named as people say them ("Київ (UTC+02:00)"), the person's own zone first when it
 * is not on it; any other zone is found with the search below the list.
 */
function shortZoneList(current: string): string[] {
  const common = COMMON_ZONES.map(([zone]) => zone);
  return common.includes(current) ? common : [current, ...common];
}

export function ProfilePage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  useEffect(() => {
    dispatch(loadUser(locale));
  }, [dispatch, locale]);

  return (
    <>
      <PageHeader title={t('profile.title')} />
      {user.status === 'error' && !user.data && (
        <Notice role="alert">
          <p>{errorText(t, user.error ?? 'generic', 'cabinet')}</p>
          <Button onClick={() => dispatch(loadUser(locale))}>{t('common.retry')}</Button>
        </Notice>
      )}
      {!user.data && user.status !== 'error' && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {user.data && (
        <>
          <ProfileForm locale={locale} user={user.data} />
          <EmailForm locale={locale} user={user.data} />
          <NotificationsForm locale={locale} user={user.data} />
          {user.data.has_password && <PasswordForm locale={locale} />}
          <CalendarFeedCard locale={locale} role="client" />
          <OutageProfile locale={locale} />
          <TwoFactorSettings locale={locale} />
          <SignedInDevices locale={locale} />
        </>
      )}
    </>
  );
}

function fieldText(t: TFunction, errors: FormErrors, field: string): string | null {
  const error = errors[field];
  return error ? String(t(`forms:${error.key}`, error.values ?? {})) : null;
}

function SaveNote({ save, savedText }: { save: SaveState; savedText: string }) {
  const { t } = useTranslation('cabinet');
  if (save.status === 'saved')
    return (
      <p role="status" className={styles.success}>
        {savedText}
      </p>
    );
  if (save.status === 'error')
    return (
      <p role="alert" className={styles.error}>
        {errorText(t, save.error ?? 'generic', 'cabinet')}
      </p>
    );
  return null;
}

function ProfileForm({ locale, user }: { locale: MarketLocale; user: UserInfo }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = useSelector(selectSave('profile'));
  const [input, setInput] = useState<ProfileInput>({
    name: user.name,
    phone: user.phone ?? '',
    locale: user.locale,
    timezone: canonicalZone(user.timezone ?? MARKETS[user.locale].timezone),
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const zones = useMemo(() => shortZoneList(input.timezone), [input.timezone]);
  // The search: every other zone by its city, "Tokyo (UTC+09:00)"; choosing one sets the zone. Built when
  // the field is first used (some 400 names), not on every visit to the profile.
  const [searchable, setSearchable] = useState<ReadonlyMap<string, string>>(new Map());
  const fillSearch = () => {
    if (searchable.size === 0)
      setSearchable(new Map(otherZones().map((zone) => [zoneChoiceLabel(zone, locale), zone] as const)));
  };
  const [zoneSearch, setZoneSearch] = useState('');
  const serverErrors = Object.fromEntries(save.fields.map((f) => [f, { key: 'invalidFormat' }]));
  const shown = { ...serverErrors, ...errors };
  const change = (field: keyof ProfileInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    if (save.status !== 'idle') dispatch(resetSave('profile'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(input);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(saveProfile(locale, profileBody(input)));
  };
  return (
    <section className={styles.card} aria-labelledby="profile-form-title">
      <h2 className={styles.subHeading} id="profile-form-title">
        {t('profile.details_title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="profile-form">
        <FormField
          id="profile-name"
          label={t('profile.name')}
          value={input.name}
          autoComplete="name"
          onChange={(e) => change('name')(e.target.value)}
          error={fieldText(t, shown, 'name')}
        />
        <FormField
          id="profile-phone"
          label={t('profile.phone')}
          value={input.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+380441234567"
          onChange={(e) => change('phone')(e.target.value)}
          error={fieldText(t, shown, 'phone') && t('profile.phone_hint')}
        />
        <FormField id="profile-locale" label={t('profile.language')}>
          <select id="profile-locale" value={input.locale} onChange={(e) => change('locale')(e.target.value)}>
            {MARKET_LOCALES.map((code) => (
              <option key={code} value={code} lang={code === 'ua' ? 'uk' : code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="profile-timezone" label={t('profile.timezone')} error={fieldText(t, shown, 'timezone')}>
          <select id="profile-timezone" value={input.timezone} onChange={(e) => change('timezone')(e.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneChoiceLabel(zone, locale)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="profile-timezone-search" label={t('profile.timezone_search')}>
          <input
            id="profile-timezone-search"
            type="search"
            list="profile-timezone-cities"
            autoComplete="off"
            value={zoneSearch}
            onFocus={fillSearch}
            onChange={(e) => {
              setZoneSearch(e.target.value);
              const zone = searchable.get(e.target.value);
              if (zone) change('timezone')(zone);
            }}
          />
          <datalist id="profile-timezone-cities">
            {[...searchable.keys()].map((label) => (
              <option key={label} value={label} />
            ))}
          </datalist>
        </FormField>
        <SaveNote save={save} savedText={t('profile.saved')} />
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={save.status === 'saving'} data-testid="profile-save">
            {save.status === 'saving' ? t('common.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function NotificationsForm({ locale, user }: { locale: MarketLocale; user: UserInfo }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = useSelector(selectSave('notifications'));
  const [values, setValues] = useState(user.notification_settings);
  // Marketing mail is offered only where sign-up offers it (not in ua).
  const marketingOffered = MARKETS[locale].feature_flags.auth.sign_up_show_marketing_checkbox;
  const toggle = (key: keyof typeof values) => {
    setValues((v) => ({ ...v, [key]: !v[key] }));
    if (save.status !== 'idle') dispatch(resetSave('notifications'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email_marketing, ...rest } = values;
    dispatch(saveNotifications(locale, marketingOffered ? values : rest));
  };
  return (
    <section className={styles.card} aria-labelledby="notifications-title">
      <h2 className={styles.subHeading} id="notifications-title">
        {t('notifications.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} data-testid="notifications-form">
        <Check
          label={t('notifications.reminders')}
          labelClassName={styles.checkbox}
          checked={values.email_reminders}
          onChange={() => toggle('email_reminders')}
        />
        <Check
          label={t('notifications.booking_updates')}
          labelClassName={styles.checkbox}
          checked={values.email_booking_updates}
          onChange={() => toggle('email_booking_updates')}
        />
        {marketingOffered && (
          <Check
            label={t('notifications.marketing')}
            labelClassName={styles.checkbox}
            checked={values.email_marketing}
            onChange={() => toggle('email_marketing')}
            data-testid="marketing"
          />
        )}
        <SaveNote save={save} savedText={t('notifications.saved')} />
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={save.status === 'saving'}>
            {save.status === 'saving' ? t('common.saving') : t('notifications.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

const EMPTY_PASSWORDS: PasswordInput = { current_password: '', new_password: '', repeat_password: '', code: '' };

/**
 * The address and whether it is confirmed; a new one is asked for with the password and used only once the
 * link mailed to it is opened (until then the old one stays, and the pending one is shown).
 */
function EmailForm({ locale, user }: { locale: MarketLocale; user: UserInfo }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = useSelector(selectSave('email'));
  const [input, setInput] = useState<EmailInput>({ new_email: '', current_password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  useEffect(() => {
    if (save.status === 'saved') setInput({ new_email: '', current_password: '' });
  }, [save.status]);
  const change = (field: keyof EmailInput) => (value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    if (save.status !== 'idle' && save.status !== 'saving') dispatch(resetSave('email'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailChange(input);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(changeEmail(locale, { ...input, new_email: input.new_email.trim() }));
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

function PasswordForm({ locale }: { locale: MarketLocale }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = useSelector(selectSave('password'));
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
    if (save.status !== 'idle' && save.status !== 'saving') dispatch(resetSave('password'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(input);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setEndedOthers(endOthers);
      dispatch(
        changePassword(locale, {
          current_password: input.current_password,
          new_password: input.new_password,
          end_other_sessions: endOthers,
          ...(input.code?.trim() ? { code: input.code.replace(/\s+/g, '') } : {}),
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
