// Profile: name, phone, preferred language and time zone; the e-mail address and its confirmation; notification
// choices; a new password; the signed-in devices.
import { useMemo, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@rozmova/web/forms';
import { MARKETS, MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import { COMMON_ZONES, canonicalZone, otherZones, zoneChoiceLabel } from '@rozmova/contracts/zone-choices';
import { CalendarFeedCard } from '@rozmova/web/ui/calendar-feed';
import { Button, Check, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import type { UserInfo } from '../api/account-api';
import { SignedInDevices } from '@rozmova/web/ui/signed-in-devices';
import { useRequest, useSlice } from '@rozmova/web/store/use-slice';
import { notificationsSlice, profileSlice, saveState, userSlice } from '../store/account-slices';
import { FormField } from './form-field';
import { profileBody, validateProfile, type ProfileInput } from './forms';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { OutageProfile } from '@rozmova/web/outages/outage-profile';
import styles from '../../../lib/cabinet.module.scss';
import { EmailForm, PasswordForm } from './credentials-forms';
import { fieldText, SaveNote } from './form-parts';

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
  const user = useRequest(userSlice, locale);

  return (
    <>
      <PageHeader title={t('profile.title')} />
      {user.status === 'failed' && !user.data && (
        <Notice role="alert">
          <p>{errorText(t, user.error?.error ?? 'generic', 'cabinet')}</p>
          <Button onClick={user.reload}>{t('common.retry')}</Button>
        </Notice>
      )}
      {!user.data && user.status !== 'failed' && (
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

function ProfileForm({ locale, user }: { locale: MarketLocale; user: UserInfo }) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const save = saveState(useSlice(profileSlice));
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
    if (save.status !== 'idle') dispatch(profileSlice.reset());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(input);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(profileSlice.request({ locale, body: profileBody(input) }));
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
  const save = saveState(useSlice(notificationsSlice));
  const [values, setValues] = useState(user.notification_settings);
  // Marketing mail is offered only where sign-up offers it (not in ua).
  const marketingOffered = MARKETS[locale].feature_flags.auth.sign_up_show_marketing_checkbox;
  const toggle = (key: keyof typeof values) => {
    setValues((v) => ({ ...v, [key]: !v[key] }));
    if (save.status !== 'idle') dispatch(notificationsSlice.reset());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email_marketing, ...rest } = values;
    dispatch(notificationsSlice.request({ locale, body: marketingOffered ? values : rest }));
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
