// The booking widget: session type and time, therapist (when none is preselected), sign-in, review,
// then the hand-over to mf-payments' checkout.
import { Suspense, lazy, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '@rozmova/web/auth/auth-api';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { SERVICE_IDS, serviceKindOf } from '@rozmova/contracts/constants';
import { patchRouteQuery } from '@rozmova/web/store/global/actions';
import type { WidgetStep } from '@rozmova/contracts/booking';
import { clientTimeZone, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { takeChosenSlot } from '@rozmova/web/prefetch';
import type { TherapistCard } from '../../../lib/get-therapists';
import { useCalendarSlots } from '../hooks/use-calendar-slots';
import { resetWidget, selectService, selectSlot, selectWorker, setWidgetStep } from '../store/actions';
import { selectBookingWidget } from '../store/selectors';
import type { SelectedSlot } from '../store/types';
import type { CalendarSlot } from '../lib/merge-slots';
import { ServiceSwitch } from './service-switch';
import { SlotCalendar } from '@rozmova/web/ui/slot-calendar';
import { TherapistChoice } from './therapist-choice';
import { WaitlistJoin } from './waitlist-join';
import { offersWaitlist } from '../lib/waitlist';
import styles from './booking-widget.module.scss';

// The sign-in and review steps bring the forms' schemas and ajv (~36 KB gzip): they load when a visitor
// has chosen a time, not with the calendar everyone sees first.
const WidgetAuth = lazy(() => import('./widget-auth').then((m) => ({ default: m.WidgetAuth })));
const ReviewStep = lazy(() => import('./review-step').then((m) => ({ default: m.ReviewStep })));

interface Props {
  locale: MarketLocale;
  basePath: string;
  /** The therapist of the therapist page; null on the general booking page. */
  therapist: TherapistCard | null;
}

/** The steps this client goes through, in order. */
export function applicableSteps(preselected: boolean, registered: boolean): WidgetStep[] {
  const steps: WidgetStep[] = ['service_and_calendar_selection'];
  if (!preselected) steps.push('therapist_selection');
  if (!registered) steps.push('sign_in');
  steps.push('review');
  return steps;
}

export function BookingWidget({ locale, basePath, therapist }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const widget = useSelector(selectBookingWidget);
  const auth = useAuth();
  const registered = isRegistered(auth.data);
  // Until the session is known the number of steps is not (a signed-in client skips signing in): the
  // counter waits for it rather than showing "1 of 3" and then "1 of 2". A failed check counts as signed out.
  const authKnown = auth.data !== undefined || auth.status === 'error';
  const clientZone = useMemo(() => clientTimeZone(locale), [locale]);
  const calendar = useCalendarSlots(locale, widget.selected_service, therapist);
  // A client who signed in here keeps the sign-in step in the count: "2 of 3" must not become "3 of 2".
  const [signedInHere, setSignedInHere] = useState(false);
  const steps = applicableSteps(therapist !== null, registered && !signedInHere);
  // A client who signs in elsewhere meanwhile skips the sign-in step they were on.
  const step: WidgetStep =
    steps.includes(widget.widget_step) || widget.widget_step === 'payment' ? widget.widget_step : 'review';
  const index = steps.indexOf(step);

  // A choice made for another therapist does not carry over to this therapist's page; a therapist who
  // offers only one session type gets it selected.
  const fitChoicesToTherapist = useEffectEvent(() => {
    if (!therapist) return;
    const offered = therapist.prices.map((p) => p.service_id);
    const slotElsewhere = widget.selected_slot && widget.selected_slot.worker_id !== therapist.id;
    const serviceMissing = offered.length > 0 && !offered.includes(widget.selected_service);
    if (slotElsewhere || serviceMissing) dispatch(resetWidget(serviceMissing ? offered[0] : undefined));
  });
  // Only when the therapist changes: later choices are the client's.
  const therapistId = therapist?.id;
  useEffect(() => {
    fitChoicesToTherapist();
  }, [therapistId]);

  // Back from the checkout page (browser back, or "choose again"): the hand-over is over, show the review again.
  const leavePaymentStep = useEffectEvent(() => {
    if (widget.widget_step === 'payment') dispatch(setWidgetStep('review'));
  });
  // Only on mount: the payment step is left by navigating away.
  useEffect(() => {
    leavePaymentStep();
  }, []);

  // A time chosen earlier that is no longer free (booked meanwhile, or refused at checkout) is let go,
  // so "Continue" cannot carry it forward.
  const stale =
    calendar.status === 'success' &&
    widget.widget_step === 'service_and_calendar_selection' &&
    widget.selected_slot !== null &&
    !calendar.slots.some((s) => s.starts_at === widget.selected_slot!.starts_at);
  useEffect(() => {
    if (stale) dispatch(selectSlot(null));
  }, [stale, dispatch]);

  // `service` is one of the query pair the shell keeps in sync with its route-query store: a link such as
  // /pl/therapists?psychologist_id=...&service=couple opens the couple calendar, and switching here updates the address.
  const [search] = useSearchParams();
  const wanted = search.get('service');
  const followAddress = useEffectEvent((kind: string | null) => {
    if (kind !== 'personal' && kind !== 'couple') return;
    const id = SERVICE_IDS[kind];
    const offered = !therapist || therapist.prices.length === 0 || therapist.prices.some((p) => p.service_id === id);
    if (offered && widget.selected_service !== id && widget.widget_step === 'service_and_calendar_selection')
      dispatch(selectService(id));
  });
  // Follows the address only.
  useEffect(() => {
    followAddress(wanted);
  }, [wanted]);

  function switchService(serviceId: string) {
    dispatch(selectService(serviceId));
    dispatch(patchRouteQuery({ service: serviceKindOf(serviceId) === 'couple' ? 'couple' : null }));
  }

  function go(next: WidgetStep) {
    dispatch(setWidgetStep(next));
  }

  function afterCalendar(slot: SelectedSlot) {
    if (slot.worker_id === null) go('therapist_selection');
    else go(registered ? 'review' : 'sign_in');
  }

  function chooseSlot(slot: CalendarSlot) {
    const selected: SelectedSlot = {
      starts_at: slot.starts_at,
      ends_at: slot.ends_at,
      worker_id: therapist ? therapist.id : null,
      worker_ids: slot.worker_ids,
    };
    dispatch(selectSlot(selected));
  }

  // A time the visitor chose on the page's HTML copy before the app came (@rozmova/web/prefetch): taken once,
  // when the calendar's times are there, and chosen here if it is still one of them.
  const takeCopyChoice = useEffectEvent(() => {
    if (!therapist || widget.widget_step !== 'service_and_calendar_selection') return;
    const chosen = takeChosenSlot(therapist.id);
    const match = chosen && calendar.slots.find((s) => Date.parse(s.starts_at) === Date.parse(chosen.starts_at));
    if (match) chooseSlot(match);
  });
  useEffect(() => {
    if (calendar.status === 'success') takeCopyChoice();
  }, [calendar.status]);

  const slot = widget.selected_slot;
  const chosenTherapist = therapist ?? calendar.therapists.find((th) => th.id === slot?.worker_id) ?? null;

  return (
    <div className={styles.widget} data-testid="booking-widget" data-step={step}>
      <header className={styles.widgetHeader}>
        <h2 className={styles.title}>{t(`steps.${step}`)}</h2>
        {/* The line keeps its place while empty, so nothing moves when the count appears. */}
        <p className={styles.progress} aria-live="polite" data-testid="step-progress">
          {authKnown && index >= 0 ? t('steps.progress', { current: index + 1, total: steps.length }) : ''}
        </p>
      </header>

      {slot && step !== 'service_and_calendar_selection' && step !== 'review' && step !== 'payment' && (
        <p className={styles.chosenTime} data-testid="chosen-time">
          {t('steps.chosen_time', {
            when: t('calendar.slot_label', {
              day: formatDayLong(slot.starts_at, clientZone, locale),
              time: formatTime(slot.starts_at, clientZone, locale),
            }),
          })}
        </p>
      )}

      {step === 'service_and_calendar_selection' && (
        <>
          <ServiceSwitch
            selectedService={widget.selected_service}
            prices={therapist?.prices}
            onChange={switchService}
          />
          <SlotCalendar
            locale={locale}
            status={calendar.status}
            slots={calendar.slots}
            clientZone={clientZone}
            therapistZone={calendar.therapistZone}
            selectedStartsAt={slot?.starts_at ?? null}
            onSelect={chooseSlot}
            onRetry={calendar.reload}
          />
          <button
            type="button"
            className={styles.primaryButton}
            disabled={!slot}
            onClick={() => slot && afterCalendar(slot)}
            data-testid="calendar-continue"
          >
            {t('calendar.continue')}
          </button>
          {/* Nothing free in the next 14 days (later times, if any, stay bookable above). */}
          {therapist && offersWaitlist(calendar, true, Date.now()) && (
            <WaitlistJoin
              locale={locale}
              workerId={therapist.id}
              serviceId={widget.selected_service}
              clientZone={clientZone}
              registered={registered}
            />
          )}
        </>
      )}

      {step === 'therapist_selection' && slot && (
        <TherapistChoice
          locale={locale}
          slot={slot}
          serviceId={widget.selected_service}
          therapists={calendar.therapists}
          clientZone={clientZone}
          onChoose={(id) => {
            dispatch(selectWorker(id));
            go(registered ? 'review' : 'sign_in');
          }}
        />
      )}

      <Suspense fallback={<div aria-busy="true" className={styles.stepLoading} />}>
        {step === 'sign_in' && (
          <WidgetAuth
            locale={locale}
            onSignedIn={() => {
              setSignedInHere(true);
              go('review');
            }}
          />
        )}

        {(step === 'review' || step === 'payment') && slot?.worker_id && (
          <ReviewStep
            locale={locale}
            basePath={basePath}
            serviceId={widget.selected_service}
            slot={{ ...slot, worker_id: slot.worker_id }}
            therapist={chosenTherapist}
            clientZone={clientZone}
          />
        )}
      </Suspense>

      {/* A step whose data went missing (e.g. a reload mid-way) starts over instead of showing nothing. */}
      {step !== 'service_and_calendar_selection' &&
        (!slot || (step !== 'therapist_selection' && step !== 'sign_in' && !slot.worker_id)) && (
          <button type="button" className={styles.secondaryButton} onClick={() => dispatch(resetWidget())}>
            {t('steps.start_over')}
          </button>
        )}

      {index > 0 && (
        <nav className={styles.stepNav}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => go(steps[index - 1]!)}
            data-testid="widget-back"
          >
            {t('steps.back')}
          </button>
        </nav>
      )}
    </div>
  );
}
