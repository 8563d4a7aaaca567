// /{locale}/therapists: the list with the api's filters, or with ?psychologist_id one therapist's page
// with the booking widget preselected for them (src/app passes the widget in: `bookingWidget`).
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { TherapistFilters, type FilterValues } from './therapist-filters';
import { TherapistCard } from './therapist-card';
import { TherapistProfile } from './therapist-profile';
import { useTherapist, useTherapists } from '../hooks/use-therapists';
import type { TherapistCard as Therapist } from '../../../lib/get-therapists';
import { clientTimeZone } from '@rozmova/web/client-time';
import styles from '../../../lib/pages.module.scss';
import { CrisisHelpNotice } from '@rozmova/web/crisis-help';
import { setPageMeta } from '@rozmova/web/page-meta';
import { icu } from '@rozmova/web/i18n/icu';

interface Props {
  locale: MarketLocale;
  basePath: string;
}

interface PageProps extends Props {
  /** The booking widget preselected for the therapist on their page. */
  bookingWidget: (therapist: Therapist) => React.ReactNode;
}

export function TherapistsPage({ locale, basePath, bookingWidget }: PageProps): React.JSX.Element {
  const [search] = useSearchParams();
  const id = search.get('psychologist_id');
  return id ? (
    <OneTherapist locale={locale} basePath={basePath} id={id} bookingWidget={bookingWidget} />
  ) : (
    <TherapistList locale={locale} basePath={basePath} />
  );
}

function OneTherapist({ locale, basePath, id, bookingWidget }: PageProps & { id: string }): React.JSX.Element {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation('common');
  const therapist = useTherapist(locale, id);
  const name = therapist.status === 'success' ? (therapist.data?.name ?? null) : null;
  // A therapist's page is named for them ("Ірина Бондаренко — терапевт · Розмова"), not "Therapists".
  useEffect(() => {
    if (name)
      setPageMeta(
        `${t('therapist_page.page_title', { name })} · ${common('brand')}`,
        common('pages.therapists.description'),
      );
  }, [name, t, common]);
  return (
    <main className={styles.page}>
      <Link className={styles.back} to={`${basePath}/therapists`}>
        ← {t('therapist_page.back')}
      </Link>
      {therapist.status === 'loading' && (
        <p role="status" className={styles.pending}>
          {t('therapist_list.loading')}
        </p>
      )}
      {therapist.status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p>{t('therapist_list.error')}</p>
          <button type="button" onClick={therapist.reload}>
            {t('calendar.retry')}
          </button>
        </div>
      )}
      {therapist.status === 'success' && therapist.data === null && (
        <p className={styles.notice}>{t('therapist_page.not_found')}</p>
      )}
      {therapist.status === 'success' && therapist.data && (
        <>
          {/* On a phone the widget comes after the whole bio: one tap takes the client there. */}
          <button
            type="button"
            className={styles.jumpToBooking}
            onClick={() => {
              const widget = document.getElementById('therapist-booking');
              widget?.scrollIntoView({ block: 'start' });
              widget?.focus({ preventScroll: true });
            }}
            data-testid="jump-to-booking"
          >
            {t('therapist_page.book_now')}
          </button>
          <div className={styles.twoColumns}>
            <TherapistProfile locale={locale} therapist={therapist.data} />
            <aside id="therapist-booking" tabIndex={-1} aria-label={icu(t, 'book_with', { name: therapist.data.name })}>
              {bookingWidget(therapist.data)}
            </aside>
          </div>
        </>
      )}
      <CrisisHelpNotice locale={locale} className={styles.crisisNotice} />
    </main>
  );
}

function TherapistList({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const [search, setSearch] = useSearchParams();
  const values: FilterValues = {
    service: search.get('service') === 'couple' ? 'couple' : 'personal',
    language: search.get('language') ?? '',
    price_max: search.get('price_max') ?? '',
    free_within_days: search.get('free_within_days') ?? '',
  };
  const serviceId = SERVICE_IDS[values.service];
  const filters = useMemo(
    () => ({
      service_id: serviceId,
      ...(values.language ? { language: values.language } : {}),
      ...(values.price_max ? { price_max: Number(values.price_max) } : {}),
      ...(values.free_within_days ? { free_within_days: Number(values.free_within_days) } : {}),
      per_page: 50,
    }),
    [serviceId, values.language, values.price_max, values.free_within_days],
  );
  const list = useTherapists(locale, filters);
  const clientZone = useMemo(() => clientTimeZone(locale), [locale]);

  // Filters live in the address, so a filtered list can be shared and survives a reload.
  function change(next: FilterValues) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value && !(key === 'service' && value === 'personal')) params.set(key, value);
    setSearch(params, { replace: true });
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('therapist_list.title')}</h1>
      <p className={styles.intro}>{t('therapist_list.intro')}</p>
      <Link className={styles.recommendLink} to={`${basePath}/recommendation`}>
        {t('therapist_list.recommend_cta')}
      </Link>
      <TherapistFilters locale={locale} values={values} onChange={change} />
      {list.status === 'loading' && (
        <p role="status" className={styles.pending}>
          {t('therapist_list.loading')}
        </p>
      )}
      {list.status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p>{t('therapist_list.error')}</p>
          <button type="button" onClick={list.reload}>
            {t('calendar.retry')}
          </button>
        </div>
      )}
      {list.status === 'success' && list.data.therapists.length === 0 && (
        <p className={styles.notice}>{t('therapist_list.empty')}</p>
      )}
      {list.status === 'success' && list.data.therapists.length > 0 && (
        <div className={styles.list}>
          {list.data.therapists.map((therapist) => (
            <TherapistCard
              key={therapist.id}
              locale={locale}
              basePath={basePath}
              therapist={therapist}
              serviceId={serviceId}
              clientZone={clientZone}
            />
          ))}
        </div>
      )}
      <CrisisHelpNotice locale={locale} className={styles.crisisNotice} />
    </main>
  );
}
