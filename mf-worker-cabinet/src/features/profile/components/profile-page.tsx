// Profile and settings: what clients read about the therapist, their prices, and the rules the calendar
// follows (zone, buffer between sessions, minimum notice), plus whether they are in the catalogue.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { currencySymbol } from '@rozmova/contracts/format';
import { BioFields } from '../../../lib/bio-fields';
import { Check, errorText, FormFooter, PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { COMMON_ZONES, canonicalZone, zoneChoiceLabel } from '@rozmova/contracts/zone-choices';
import { profileSlice, savePhotoSlice, saveProfileSlice } from '../store/profile-slices';
import { CalendarFeedCard } from '@rozmova/web/ui/calendar-feed';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { OutageProfile } from '@rozmova/web/outages/outage-profile';
import { SignedInDevices } from '@rozmova/web/ui/signed-in-devices';
import { DailyAgendaSetting } from './daily-agenda-setting';
import {
  formFromData,
  profileBody,
  profileProblems,
  type ProfileForm,
  type ProfileProblems,
} from '../store/profile-form';
import styles from '../../../lib/cabinet.module.scss';

const LANGUAGES = ['uk', 'pl', 'ro', 'en', 'ru', 'de'] as const;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const PHOTO_MAX_BYTES = 512 * 1024;
// The same short list, named the same way, as the client's profile (@rozmova/contracts/zone-choices).
const ZONES = COMMON_ZONES.map(([zone]) => zone);
const BUFFERS = [0, 5, 10, 15, 20, 30, 45, 60];
const NOTICE_HOURS = [0, 1, 2, 3, 6, 12, 24, 48, 72];

export function ProfilePage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const loaded = useSlice(profileSlice);
  const save = useSlice(saveProfileSlice);
  const photo = useSlice(savePhotoSlice);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [problems, setProblems] = useState<ProfileProblems>({});

  useEffect(() => {
    dispatch(saveProfileSlice.reset());
    dispatch(savePhotoSlice.reset());
    dispatch(profileSlice.request(undefined));
  }, [dispatch]);
  useEffect(() => {
    if (loaded.data) setForm(formFromData(loaded.data));
  }, [loaded.data]);

  const fieldError = (field: keyof ProfileForm) => {
    const local = problems[field];
    const rule =
      save.status === 'failed'
        ? save.error?.details?.find(
            (d) => d.field === field || (field === 'notice_hours' && d.field === 'notice_minutes'),
          )?.rule
        : undefined;
    if (local) return t(`form.${local}`);
    return rule ? t(`rule.${rule}`, { defaultValue: t('rule.other') }) : '';
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form || !loaded.data) return;
    const found = profileProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = profileBody(form, formFromData(loaded.data));
    if (Object.keys(body).length > 0) dispatch(saveProfileSlice.request(body));
  };
  const symbol = currencySymbol(loaded.data?.currency, locale);
  const choosePhoto = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoProblem(t('profile.photo_type'));
    if (file.size > PHOTO_MAX_BYTES) return setPhotoProblem(t('profile.photo_too_big'));
    setPhotoProblem(null);
    const reader = new FileReader();
    reader.onload = () => dispatch(savePhotoSlice.request(String(reader.result)));
    reader.readAsDataURL(file);
  };

  const text = (
    field: 'name' | 'personal_price' | 'couple_price',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`profile-${field}`}>{label}</label>
      <input
        id={`profile-${field}`}
        name={field}
        value={form![field]}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={`profile-${field}-error`}
        onChange={(e) => setForm({ ...form!, [field]: e.target.value })}
        {...extra}
      />
      <p id={`profile-${field}-error`} className={styles.fieldError}>
        {fieldError(field)}
      </p>
    </div>
  );

  return (
    <section className={styles.page} data-testid="profile">
      <PageHeader title={t('profile.title')} />
      <StatusLine state={loaded} onRetry={() => dispatch(profileSlice.request(undefined))} />
      {form && loaded.data ? (
        <form className={styles.page} onSubmit={submit} noValidate>
          <div className={styles.row}>
            <img
              src={loaded.data.photo_url}
              alt={t('profile.photo_alt', { name: loaded.data.name })}
              width={96}
              height={96}
              style={{ borderRadius: '50%', objectFit: 'cover' }}
            />
            <div className={styles.field}>
              <label htmlFor="profile-photo">{t('profile.photo_label')}</label>
              <input
                id="profile-photo"
                type="file"
                accept={PHOTO_TYPES.join(',')}
                aria-describedby="profile-photo-status"
                onChange={choosePhoto}
              />
              <p
                id="profile-photo-status"
                className={photoProblem || photo.status === 'failed' ? styles.fieldError : styles.muted}
                role="status"
              >
                {photoProblem ??
                  (photo.status === 'failed'
                    ? errorText(t, photo.error, 'workerCabinet')
                    : photo.status === 'loading'
                      ? t('common.saving')
                      : photo.status === 'ready'
                        ? t('profile.photo_saved')
                        : '')}
              </p>
            </div>
          </div>
          {text('name', t('profile.name'), { autoComplete: 'name', maxLength: 120 })}
          <BioFields
            id="profile-bio"
            legend={t('profile.bio')}
            bios={form.bios}
            market={loaded.data.market as MarketLocale}
            onChange={(bios) => setForm({ ...form, bios })}
          />
          <fieldset className={styles.row} aria-describedby="profile-languages-error">
            <legend>{t('profile.languages')}</legend>
            {LANGUAGES.map((code) => (
              <label key={code} className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.languages.includes(code)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      languages: e.target.checked
                        ? [...form.languages, code]
                        : form.languages.filter((l) => l !== code),
                    })
                  }
                />
                {t(`language.${code}`)}
              </label>
            ))}
            <p id="profile-languages-error" className={styles.fieldError}>
              {fieldError('languages')}
            </p>
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="profile-specialisations">{t('profile.specialisations')}</label>
            <input
              id="profile-specialisations"
              name="specialisations"
              value={form.specialisations}
              aria-describedby="profile-specialisations-hint"
              onChange={(e) => setForm({ ...form, specialisations: e.target.value })}
            />
            <p id="profile-specialisations-hint" className={styles.muted}>
              {t('profile.specialisations_hint')}
            </p>
          </div>
          <fieldset className={styles.row}>
            <legend>{t('profile.prices', { symbol })}</legend>
            {text('personal_price', t('profile.personal_price'), { inputMode: 'decimal' })}
            {text('couple_price', t('profile.couple_price'), { inputMode: 'decimal' })}
            <p className={styles.muted}>{t('profile.prices_hint')}</p>
          </fieldset>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="profile-zone">{t('profile.time_zone')}</label>
              <select
                id="profile-zone"
                value={canonicalZone(form.time_zone)}
                onChange={(e) => setForm({ ...form, time_zone: e.target.value })}
              >
                {(ZONES.includes(canonicalZone(form.time_zone))
                  ? ZONES
                  : [canonicalZone(form.time_zone), ...ZONES]
                ).map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneChoiceLabel(zone, locale)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="profile-buffer">{t('profile.buffer')}</label>
              <select
                id="profile-buffer"
                value={form.buffer_minutes}
                onChange={(e) => setForm({ ...form, buffer_minutes: e.target.value })}
              >
                {(BUFFERS.includes(Number(form.buffer_minutes))
                  ? BUFFERS
                  : [Number(form.buffer_minutes), ...BUFFERS]
                ).map((m) => (
                  <option key={m} value={String(m)}>
                    {t('profile.minutes', { count: m })}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="profile-notice">{t('profile.notice')}</label>
              <select
                id="profile-notice"
                value={form.notice_hours}
                aria-describedby="profile-notice_hours-error"
                onChange={(e) => setForm({ ...form, notice_hours: e.target.value })}
              >
                {(NOTICE_HOURS.includes(Number(form.notice_hours))
                  ? NOTICE_HOURS
                  : [Number(form.notice_hours), ...NOTICE_HOURS]
                ).map((h) => (
                  <option key={h} value={String(h)}>
                    {t('profile.hours', { count: h })}
                  </option>
                ))}
              </select>
              <p id="profile-notice_hours-error" className={styles.fieldError}>
                {fieldError('notice_hours')}
              </p>
            </div>
          </div>
          <Check
            label={t('profile.listed')}
            name="is_listed"
            data-testid="profile-listed"
            checked={form.is_listed}
            onChange={(e) => setForm({ ...form, is_listed: e.target.checked })}
          />
          {save.status === 'failed' ? (
            <p role="alert" className={styles.errorBox} data-testid="profile-error">
              {errorText(t, save.error, 'workerCabinet')}
            </p>
          ) : null}
          {save.status === 'ready' ? (
            <p role="status" className={styles.successBox} data-testid="profile-saved">
              {t('profile.saved')}
            </p>
          ) : null}
          <FormFooter submit={t('profile.save')} testId="profile-save" busy={save.status === 'loading'} />
        </form>
      ) : null}
      <DailyAgendaSetting locale={locale} />
      <CalendarFeedCard locale={locale} role="therapist" />
      <OutageProfile locale={locale} />
      <TwoFactorSettings locale={locale} />
      <SignedInDevices locale={locale} />
    </section>
  );
}
