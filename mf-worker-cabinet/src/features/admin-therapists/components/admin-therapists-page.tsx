// Admin: therapist accounts. Search, open an account (the therapist gets an invitation to set a
// password), change a public profile and prices, deactivate with the consequence stated first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { formatPrice } from '@rozmova/contracts/format';
import { marketCurrency, MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { Button, errorText, Field, FormFooter, PageHeader, Pager } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { formatShortDate, formatTime } from '../../../lib/zoned-time';
import type { AdminTherapist } from '../api/admin-therapists';
import {
  createTherapistSlice,
  deactivateTherapistSlice,
  therapistListSlice,
  updateTherapistSlice,
} from '../store/admin-therapists-slices';
import {
  EMPTY_THERAPIST_FORM,
  formFromTherapist,
  newTherapistBody,
  therapistFormProblems,
  therapistUpdateBody,
  type TherapistForm,
  type TherapistFormProblems,
} from '../store/therapist-form';
import { TherapistFields } from './therapist-fields';
import styles from '../../../lib/cabinet.module.scss';

const rulesOf = (error: { details?: Array<{ field: string; rule: string }> } | null) =>
  Object.fromEntries((error?.details ?? []).map((d) => [d.field.split(/[.[]/)[0]!, d.rule]));

function TherapistRow({ therapist, locale }: { therapist: AdminTherapist; locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const update = useSlice(updateTherapistSlice);
  const deactivate = useSlice(deactivateTherapistSlice);
  const [panel, setPanel] = useState<'edit' | 'deactivate' | null>(null);
  const [form, setForm] = useState<TherapistForm>(() => formFromTherapist(therapist));
  const [problems, setProblems] = useState<TherapistFormProblems>({});
  const updating = update.args?.id === therapist.id;
  const deactivating = deactivate.args === therapist.id;
  const market = therapist.market as MarketLocale;
  const price = (value: number | null, kind: 'personal' | 'couple') =>
    value === null
      ? t('admin.therapists.default_price', {
          price: formatPrice(
            MARKETS[market].locales[
              kind === 'personal' ? 'default_personal_therapy_price' : 'default_couple_therapy_price'
            ],
            marketCurrency(market),
            locale,
          ),
        })
      : formatPrice(value, therapist.currency, locale);

  useEffect(() => {
    if (updating && update.status === 'ready') setPanel(null);
  }, [updating, update.status]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const found = therapistFormProblems(form, false);
    setProblems(found);
    if (Object.keys(found).length) return;
    const changes = therapistUpdateBody(form, formFromTherapist(therapist));
    if (Object.keys(changes).length) dispatch(updateTherapistSlice.request({ id: therapist.id, changes }));
    else setPanel(null);
  };
  const state = therapist.deactivated_at
    ? 'deactivated'
    : therapist.is_listed
      ? 'listed'
      : therapist.has_weekly_hours
        ? 'unlisted'
        : 'setting_up';

  return (
    <li className={styles.card} data-testid="admin-therapist" data-email={therapist.email}>
      <div className={styles.spread}>
        <h3 className={styles.subHeading}>{therapist.name}</h3>
        <span className={styles.badge}>{t(`admin.therapists.state.${state}`)}</span>
      </div>
      <p className={styles.muted}>
        {therapist.email} · {t(`market.${market}`)} · {therapist.languages.join(', ') || '—'}
      </p>
      <p>
        {t('admin.therapists.personal_price')}: {price(therapist.personal_price, 'personal')} ·{' '}
        {t('admin.therapists.couple_price')}: {price(therapist.couple_price, 'couple')}
      </p>
      {!therapist.deactivated_at ? (
        <div className={styles.row}>
          <Button
            aria-expanded={panel === 'edit'}
            onClick={() => {
              setForm(formFromTherapist(therapist));
              setPanel(panel === 'edit' ? null : 'edit');
            }}
          >
            {t('admin.therapists.edit')}
          </Button>
          <Button
            aria-expanded={panel === 'deactivate'}
            onClick={() => setPanel(panel === 'deactivate' ? null : 'deactivate')}
          >
            {t('admin.therapists.deactivate')}
          </Button>
        </div>
      ) : null}
      {panel === 'edit' ? (
        <form
          className={styles.card}
          onSubmit={save}
          noValidate
          aria-label={t('admin.therapists.edit_label', { name: therapist.name })}
        >
          <TherapistFields
            id={`edit-${therapist.id}`}
            form={form}
            problems={problems}
            apiRules={updating && update.status === 'failed' ? rulesOf(update.error) : {}}
            creating={false}
            onChange={setForm}
          />
          {updating && update.status === 'failed' ? (
            <p role="alert" className={styles.fieldError}>
              {errorText(t, update.error, 'workerCabinet')}
            </p>
          ) : null}
          <FormFooter submit={t('admin.therapists.save')} busy={updating && update.status === 'loading'}>
            <Button onClick={() => setPanel(null)}>{t('common.close')}</Button>
          </FormFooter>
        </form>
      ) : null}
      {panel === 'deactivate' && !(deactivating && deactivate.status === 'ready') ? (
        <div className={styles.card}>
          <p className={styles.consequence}>{t('admin.therapists.deactivate_consequence', { name: therapist.name })}</p>
          {deactivating && deactivate.status === 'failed' ? (
            <p role="alert" className={styles.fieldError}>
              {errorText(t, deactivate.error, 'workerCabinet')}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button variant="danger" onClick={() => dispatch(deactivateTherapistSlice.request(therapist.id))}>
              {t('admin.therapists.deactivate_confirm')}
            </Button>
            <Button onClick={() => setPanel(null)}>{t('common.close')}</Button>
          </div>
        </div>
      ) : null}
      {deactivating && deactivate.status === 'ready' && deactivate.data ? (
        <div className={styles.card} role="status">
          <p>{t('admin.therapists.deactivated', { count: deactivate.data.future_bookings.length })}</p>
          {deactivate.data.future_bookings.length ? (
            <ul className={styles.list}>
              {deactivate.data.future_bookings.map((b) => (
                <li key={b.id}>
                  {formatShortDate(b.starts_at, locale, MARKETS[market].timezone)},{' '}
                  {formatTime(b.starts_at, locale, MARKETS[market].timezone)} ·{' '}
                  {b.client_name || t('agenda.client_deleted')} {b.client_email ? `(${b.client_email})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function AdminTherapistsPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const list = useSlice(therapistListSlice);
  const create = useSlice(createTherapistSlice);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<TherapistForm>({ ...EMPTY_THERAPIST_FORM, market: locale });
  const [problems, setProblems] = useState<TherapistFormProblems>({});
  const [page, setPage] = useState(1);

  useEffect(() => {
    dispatch(createTherapistSlice.reset());
  }, [dispatch]);
  useEffect(() => {
    dispatch(therapistListSlice.request({ ...(search.trim() ? { search: search.trim() } : {}), page }));
    // The search runs on submit; the page buttons move within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, page]);
  useEffect(() => {
    if (create.status === 'ready') setForm({ ...EMPTY_THERAPIST_FORM, market: locale });
  }, [create.status, locale]);

  const submitCreate = (event: React.FormEvent) => {
    event.preventDefault();
    const found = therapistFormProblems(form, true);
    setProblems(found);
    if (Object.keys(found).length === 0) dispatch(createTherapistSlice.request(newTherapistBody(form)));
  };
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.per_page ?? 25)));

  return (
    <section className={styles.page} data-testid="admin-therapists">
      <PageHeader title={t('admin.therapists.title')} />
      <form
        className={styles.card}
        onSubmit={submitCreate}
        noValidate
        aria-labelledby="new-therapist-title"
        data-testid="new-therapist"
      >
        <h2 id="new-therapist-title" className={styles.subHeading}>
          {t('admin.therapists.new_title')}
        </h2>
        <p className={styles.muted}>{t('admin.therapists.new_intro')}</p>
        <TherapistFields
          id="new-therapist"
          form={form}
          problems={problems}
          apiRules={create.status === 'failed' ? rulesOf(create.error) : {}}
          creating
          onChange={setForm}
        />
        {create.status === 'failed' ? (
          <p role="alert" className={styles.errorBox}>
            {errorText(t, create.error, 'workerCabinet')}
          </p>
        ) : null}
        {create.status === 'ready' && create.data ? (
          <p role="status" className={styles.successBox} data-testid="therapist-created">
            {create.data.invitation_sent
              ? t('admin.therapists.created', { email: create.data.therapist.email })
              : t('admin.therapists.created_no_mail', { email: create.data.therapist.email })}
          </p>
        ) : null}
        <FormFooter
          submit={t('admin.therapists.create')}
          testId="therapist-create"
          busy={create.status === 'loading'}
        />
      </form>
      <section aria-labelledby="therapist-list-title" className={styles.page}>
        <h2 id="therapist-list-title" className={styles.subHeading}>
          {t('admin.therapists.list_title')}
        </h2>
        <form
          role="search"
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            dispatch(therapistListSlice.request({ ...(search.trim() ? { search: search.trim() } : {}), page: 1 }));
          }}
        >
          <Field id="therapist-search" label={t('admin.therapists.search')}>
            <input id="therapist-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <Button type="submit">{t('admin.therapists.search_button')}</Button>
        </form>
        <StatusLine state={list} />
        {list.data ? <p className={styles.muted}>{t('admin.therapists.found', { count: total })}</p> : null}
        <ul className={styles.list}>
          {(list.data?.therapists ?? []).map((therapist) => (
            <TherapistRow
              key={`${therapist.id}-${therapist.deactivated_at ?? ''}-${therapist.name}`}
              therapist={therapist}
              locale={locale}
            />
          ))}
        </ul>
        <Pager
          label={t('admin.therapists.pages')}
          page={page}
          pages={pages}
          onPage={setPage}
          previous={t('common.previous')}
          next={t('common.next')}
          position={t('common.page_of', { page, pages })}
        />
      </section>
    </section>
  );
}
