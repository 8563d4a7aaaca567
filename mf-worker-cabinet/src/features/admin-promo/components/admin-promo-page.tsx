// Admin: promo rules with how often each was used, a form for a new one, and switching one off or on
// (the discount of a rule is fixed once it exists; its window and limits can change).
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { formatCurrencyPrice, formatNumber, fromMinorUnits } from '@rozmova/contracts/format';
import { promoRuleState } from '@rozmova/contracts/promo-state';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, Check, errorText, FormFooter, PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { formatShortDate } from '../../../lib/zoned-time';
import type { PromoRule } from '../api/promo-rules';
import { createPromoSlice, promoListSlice, updatePromoSlice } from '../store/admin-promo-slices';
import {
  EMPTY_PROMO_FORM,
  PROMO_MARKETS,
  promoBody,
  promoFormProblems,
  type PromoForm,
  type PromoFormProblems,
} from '../store/promo-form';
import { PromoEditRow } from './promo-edit-row';
import styles from '../../../lib/cabinet.module.scss';

function discountText(rule: PromoRule): string {
  if (rule.kind === 'percent') return `${rule.percent_off ?? 0} %`;
  // Written as the code's own market writes it, whatever language the admin reads in.
  return formatCurrencyPrice(fromMinorUnits(rule.amount_off_minor ?? 0), rule.currency ?? 'UAH');
}

export function AdminPromoPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const list = useSlice(promoListSlice);
  const create = useSlice(createPromoSlice);
  const update = useSlice(updatePromoSlice);
  const [form, setForm] = useState<PromoForm>(EMPTY_PROMO_FORM);
  const [problems, setProblems] = useState<PromoFormProblems>({});
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    dispatch(createPromoSlice.reset());
    dispatch(promoListSlice.request(undefined));
  }, [dispatch]);
  useEffect(() => {
    if (create.status === 'ready') setForm(EMPTY_PROMO_FORM);
  }, [create.status]);

  const apiRule = (field: string) =>
    create.status === 'failed' ? create.error?.details?.find((d) => d.field === field)?.rule : undefined;
  const message = (field: keyof PromoForm) => {
    const local = problems[field];
    if (local) return t(`admin.promo.problem.${local}`);
    const rule = apiRule(field === 'amount_off' ? 'amount_off_minor' : field === 'market' ? 'markets' : field);
    return rule ? t(`rule.${rule}`, { defaultValue: t('rule.other') }) : '';
  };
  const input = (field: keyof PromoForm, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`promo-${field}`}>{label}</label>
      <input
        id={`promo-${field}`}
        name={field}
        value={form[field] as string}
        aria-invalid={message(field) ? true : undefined}
        aria-describedby={`promo-${field}-error`}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
        {...extra}
      />
      <p id={`promo-${field}-error`} className={styles.fieldError}>
        {message(field)}
      </p>
    </div>
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = promoFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) dispatch(createPromoSlice.request(promoBody(form)));
  };
  const rules = list.data?.promo_rules ?? [];

  return (
    <section className={styles.page} data-testid="admin-promo">
      <PageHeader title={t('admin.promo.title')} />
      <StatusLine state={list} onRetry={() => dispatch(promoListSlice.request(undefined))} />
      {update.status === 'failed' ? (
        <p role="alert" className={styles.errorBox}>
          {errorText(t, update.error, 'workerCabinet')}
        </p>
      ) : null}
      {rules.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="promo-table">
            <caption className={styles.visuallyHidden}>{t('admin.promo.table_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.promo.code')}</th>
                <th scope="col">{t('admin.promo.discount')}</th>
                <th scope="col">{t('admin.promo.markets')}</th>
                <th scope="col">{t('admin.promo.window')}</th>
                <th scope="col" className={styles.number}>
                  {t('admin.promo.uses')}
                </th>
                <th scope="col">{t('admin.promo.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <Fragment key={rule.id}>
                  <tr data-testid="promo-row" data-code={rule.code}>
                    <th scope="row">
                      {rule.code}
                      {rule.description ? <div className={styles.muted}>{rule.description}</div> : null}
                    </th>
                    <td>
                      {discountText(rule)}
                      {rule.first_session_only ? ` · ${t('admin.promo.first_only')}` : ''}
                    </td>
                    <td>
                      {rule.markets
                        ? rule.markets.map((m) => t(`market.${m}`)).join(', ')
                        : t('admin.promo.all_markets')}
                    </td>
                    <td>
                      {rule.valid_from ? formatShortDate(rule.valid_from, locale, 'UTC') : '…'} –{' '}
                      {rule.valid_until ? formatShortDate(rule.valid_until, locale, 'UTC') : '…'}
                    </td>
                    <td className={styles.number}>
                      {formatNumber(rule.uses)}
                      {rule.max_uses_total ? ` / ${formatNumber(rule.max_uses_total)}` : ''}
                    </td>
                    <td>
                      <Button
                        aria-label={t(rule.active ? 'admin.promo.disable_label' : 'admin.promo.enable_label', {
                          code: rule.code,
                        })}
                        disabled={update.status === 'loading'}
                        onClick={() =>
                          dispatch(updatePromoSlice.request({ id: rule.id, changes: { active: !rule.active } }))
                        }
                      >
                        {rule.active ? t('admin.promo.disable') : t('admin.promo.enable')}
                      </Button>
                      <span className={styles.badge} data-testid="promo-state">
                        {t(`admin.promo.${promoRuleState(rule, Date.now())}`)}
                      </span>
                      <Button
                        aria-expanded={editing === rule.id}
                        aria-label={t('admin.promo.edit_label', { code: rule.code })}
                        onClick={() => setEditing(editing === rule.id ? null : rule.id)}
                      >
                        {t('admin.promo.edit')}
                      </Button>
                    </td>
                  </tr>
                  {editing === rule.id ? (
                    <PromoEditRow rule={rule} columns={6} onClose={() => setEditing(null)} />
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : list.status === 'ready' ? (
        <p className={styles.muted}>{t('admin.promo.none')}</p>
      ) : null}
      <form
        className={styles.card}
        onSubmit={submit}
        noValidate
        aria-labelledby="new-promo-title"
        data-testid="new-promo"
      >
        <h2 id="new-promo-title" className={styles.subHeading}>
          {t('admin.promo.new_title')}
        </h2>
        {input('code', t('admin.promo.code'), { autoComplete: 'off', maxLength: 40 })}
        <fieldset className={styles.row}>
          <legend>{t('admin.promo.kind')}</legend>
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className={styles.check}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => setForm({ ...form, kind })}
              />
              {t(`admin.promo.kind_${kind}`)}
            </label>
          ))}
        </fieldset>
        {form.kind === 'percent'
          ? input('percent_off', t('admin.promo.percent_off'), { inputMode: 'numeric' })
          : input('amount_off', t('admin.promo.amount_off'), { inputMode: 'decimal' })}
        <div className={styles.field}>
          <label htmlFor="promo-market">{t('admin.promo.market')}</label>
          <select
            id="promo-market"
            name="market"
            value={form.market}
            aria-describedby="promo-market-error"
            onChange={(e) => setForm({ ...form, market: e.target.value as PromoForm['market'] })}
          >
            {PROMO_MARKETS.map((m) => (
              <option key={m} value={m}>
                {m === 'all' ? t('admin.promo.all_markets') : t(`market.${m}`)}
              </option>
            ))}
          </select>
          <p id="promo-market-error" className={styles.fieldError}>
            {message('market')}
          </p>
        </div>
        <div className={styles.row}>
          {input('valid_from', t('admin.promo.valid_from'), { type: 'date' })}
          {input('valid_until', t('admin.promo.valid_until'), { type: 'date' })}
        </div>
        <div className={styles.row}>
          {input('max_uses_total', t('admin.promo.max_uses_total'), { inputMode: 'numeric' })}
          {input('max_uses_per_client', t('admin.promo.max_uses_per_client'), { inputMode: 'numeric' })}
        </div>
        <Check
          label={t('admin.promo.first_only')}
          checked={form.first_session_only}
          onChange={(e) => setForm({ ...form, first_session_only: e.target.checked })}
        />
        {input('description', t('admin.promo.description'), { maxLength: 500 })}
        {create.status === 'failed' ? (
          <p role="alert" className={styles.errorBox}>
            {errorText(t, create.error, 'workerCabinet')}
          </p>
        ) : null}
        {create.status === 'ready' && create.data ? (
          <p role="status" className={styles.successBox} data-testid="promo-created">
            {t('admin.promo.created', { code: create.data.code })}
          </p>
        ) : null}
        <FormFooter submit={t('admin.promo.create')} testId="promo-create" busy={create.status === 'loading'} />
      </form>
    </section>
  );
}
