// A therapist books a session for one of their own clients (someone who had or booked a session with them), the
// session type, one of the free times, and for a couple the partner's e-mail.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { errorText, Field, FormFooter, Notice, PageHeader } from '@rozmova/web/ui';
import { ruleFor } from '../../../lib/rule-for';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { ZoneNote } from '../../../lib/zone-note';
import { dateIn, formatDay, formatTime } from '../../../lib/zoned-time';
import { bookingSlotsSlice, createBookingSlice, knownClients, knownClientsSlice } from '../store/new-booking-slices';
import styles from '../../../lib/cabinet.module.scss';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewBookingPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const clients = useSlice(knownClientsSlice);
  const slots = useSlice(bookingSlotsSlice);
  const created = useSlice(createBookingSlice);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'personal' | 'couple'>('personal');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [partner, setPartner] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    dispatch(createBookingSlice.reset());
    const now = Date.now();
    dispatch(
      knownClientsSlice.request({
        from: new Date(now - 365 * 86_400_000).toISOString(),
        to: new Date(now + 60 * 86_400_000).toISOString(),
        status: 'all',
        per_page: 200,
      }),
    );
  }, [dispatch]);
  useEffect(() => {
    setStartsAt(null);
    dispatch(bookingSlotsSlice.request({ service_id: SERVICE_IDS[kind] }));
  }, [dispatch, kind]);

  const known = knownClients(clients.data?.bookings ?? []);
  const emailProblem = !email.trim() ? 'required' : !EMAIL.test(email.trim()) ? 'invalidEmail' : null;
  const partnerProblem = kind === 'couple' && partner.trim() && !EMAIL.test(partner.trim()) ? 'invalidEmail' : null;
  const zone = slots.data?.time_zone ?? null;
  const apiEmailRule = created.status === 'failed' ? ruleFor(created.error, 'client_email') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem || partnerProblem || !startsAt) return;
    dispatch(
      createBookingSlice.request({
        client_email: email.trim(),
        service_id: SERVICE_IDS[kind],
        starts_at: startsAt,
        ...(kind === 'couple' && partner.trim() ? { partner_email: partner.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    );
  };

  const byDay = new Map<string, string[]>();
  if (slots.data && zone)
    for (const slot of slots.data.slots)
      byDay.set(dateIn(slot.starts_at, zone), [...(byDay.get(dateIn(slot.starts_at, zone)) ?? []), slot.starts_at]);

  return (
    <section className={styles.page} data-testid="new-booking">
      <PageHeader title={t('new_booking.title')} />
      {zone ? <ZoneNote zone={zone} locale={locale} /> : null}
      {created.status === 'ready' && created.data ? (
        <Notice tone="success" data-testid="booking-created">
          <p>
            {t('new_booking.created', {
              time: `${formatDay(created.data.starts_at, locale, zone ?? 'UTC')}, ${formatTime(created.data.starts_at, locale, zone ?? 'UTC')}`,
            })}
          </p>
          <Link to={`/${locale}/${PATHS.workerCabinet.appointmentsList}`}>{t('new_booking.to_agenda')}</Link>
        </Notice>
      ) : null}
      <form className={styles.page} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="client-email">{t('new_booking.client_email')}</label>
          <input
            id="client-email"
            name="client_email"
            type="email"
            autoComplete="off"
            list="known-clients"
            value={email}
            aria-invalid={(checked && emailProblem) || apiEmailRule ? true : undefined}
            aria-describedby="client-email-hint client-email-error"
            onChange={(e) => setEmail(e.target.value)}
          />
          <datalist id="known-clients">
            {known.map((client) => (
              <option key={client.email} value={client.email}>
                {client.name}
              </option>
            ))}
          </datalist>
          <p id="client-email-hint" className={styles.muted}>
            {known.length ? t('new_booking.client_hint_known', { count: known.length }) : t('new_booking.client_hint')}
          </p>
          <p id="client-email-error" className={styles.fieldError}>
            {checked && emailProblem
              ? t(`form.${emailProblem}`)
              : apiEmailRule === 'exists'
                ? t('errors.client_not_found')
                : ''}
          </p>
        </div>
        {known.length ? (
          <fieldset className={styles.row}>
            <legend>{t('new_booking.recent_clients')}</legend>
            {known.slice(0, 8).map((client) => (
              <button
                key={client.email}
                type="button"
                className={email === client.email ? styles.primaryButton : styles.secondaryButton}
                aria-pressed={email === client.email}
                onClick={() => setEmail(client.email)}
              >
                {client.name}
              </button>
            ))}
          </fieldset>
        ) : null}
        <fieldset className={styles.row}>
          <legend>{t('new_booking.service')}</legend>
          {(['personal', 'couple'] as const).map((option) => (
            <label key={option} className={styles.check}>
              <input
                type="radio"
                name="service"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`agenda.kind.${option}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'couple' ? (
          <div className={styles.field}>
            <label htmlFor="partner-email">{t('new_booking.partner_email')}</label>
            <input
              id="partner-email"
              name="partner_email"
              type="email"
              value={partner}
              aria-invalid={partnerProblem ? true : undefined}
              aria-describedby="partner-error"
              onChange={(e) => setPartner(e.target.value)}
            />
            <p id="partner-error" className={styles.fieldError}>
              {partnerProblem ? t('form.invalidEmail') : ''}
            </p>
          </div>
        ) : null}
        <fieldset className={styles.card} data-testid="booking-times">
          <legend>{t('new_booking.time')}</legend>
          <StatusLine state={slots} />
          {slots.data && slots.data.slots.length === 0 ? <p>{t('new_booking.no_times')}</p> : null}
          {zone
            ? [...byDay].map(([day, starts]) => (
                <div key={day} role="group" aria-label={formatDay(starts[0]!, locale, zone)}>
                  <p className={styles.subHeading}>{formatDay(starts[0]!, locale, zone)}</p>
                  <ul className={styles.slotList}>
                    {starts.map((start) => (
                      <li key={start}>
                        <button
                          type="button"
                          data-testid="booking-slot"
                          data-starts-at={start}
                          aria-pressed={startsAt === start}
                          className={startsAt === start ? styles.primaryButton : styles.secondaryButton}
                          onClick={() => setStartsAt(start)}
                        >
                          {formatTime(start, locale, zone)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            : null}
          {checked && !startsAt ? (
            <p role="alert" className={styles.fieldError}>
              {t('new_booking.pick_time')}
            </p>
          ) : null}
        </fieldset>
        <Field id="booking-note" label={t('new_booking.note')}>
          <textarea
            id="booking-note"
            name="note"
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        {created.status === 'failed' && !apiEmailRule ? (
          <p role="alert" className={styles.errorBox} data-testid="booking-error">
            {errorText(t, created.error, 'workerCabinet')}
          </p>
        ) : null}
        <FormFooter submit={t('new_booking.submit')} testId="booking-submit" busy={created.status === 'loading'} />
      </form>
    </section>
  );
}
