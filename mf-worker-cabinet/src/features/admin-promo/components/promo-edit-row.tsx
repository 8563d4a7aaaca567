// Changing a rule that exists: its end, its limits, its description (the discount itself stays as it was
// used). Shown as a table row under the rule.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button, errorText, FormFooter } from '@rozmova/web/ui';
import { useSlice } from '@rozmova/web/store/use-slice';
import type { PromoRule, PromoRuleUpdate } from '../api/promo-rules';
import { updatePromoSlice } from '../store/admin-promo-slices';
import { editFormFrom, promoEditBody, promoEditProblems, type PromoEditForm } from '../store/promo-form';
import styles from '../../../lib/cabinet.module.scss';

export function PromoEditRow({
  rule,
  columns,
  onClose,
}: {
  rule: PromoRule;
  columns: number;
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const update = useSlice(updatePromoSlice);
  const [form, setForm] = useState<PromoEditForm>(() => editFormFrom(rule));
  const [problems, setProblems] = useState<ReturnType<typeof promoEditProblems>>({});
  const mine = update.args?.id === rule.id;

  useEffect(() => {
    if (mine && update.status === 'ready') onClose();
  }, [mine, update.status, onClose]);

  const field = (name: keyof PromoEditForm, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const apiRule =
      mine && update.status === 'failed' ? update.error?.details?.find((d) => d.field === name)?.rule : undefined;
    const message = problems[name]
      ? t(`admin.promo.problem.${problems[name]}`)
      : apiRule
        ? t(`rule.${apiRule}`, { defaultValue: t('rule.other') })
        : '';
    return (
      <div className={styles.field}>
        <label htmlFor={`edit-${rule.id}-${name}`}>{label}</label>
        <input
          id={`edit-${rule.id}-${name}`}
          value={form[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={`edit-${rule.id}-${name}-error`}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          {...extra}
        />
        <p id={`edit-${rule.id}-${name}-error`} className={styles.fieldError}>
          {message}
        </p>
      </div>
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = promoEditProblems(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    const changes = promoEditBody(form, editFormFrom(rule));
    if (Object.keys(changes).length === 0) return onClose();
    dispatch(updatePromoSlice.request({ id: rule.id, changes: changes as PromoRuleUpdate }));
  };

  return (
    <tr>
      <td colSpan={columns}>
        <form
          className={styles.card}
          onSubmit={submit}
          noValidate
          aria-label={t('admin.promo.edit_label', { code: rule.code })}
          data-testid="promo-edit"
        >
          <div className={styles.row}>
            {field('valid_until', t('admin.promo.valid_until'), { type: 'date' })}
            {field('max_uses_total', t('admin.promo.max_uses_total'), { inputMode: 'numeric' })}
            {field('max_uses_per_client', t('admin.promo.max_uses_per_client'), { inputMode: 'numeric' })}
          </div>
          {field('description', t('admin.promo.description'), { maxLength: 500 })}
          {mine && update.status === 'failed' ? (
            <p role="alert" className={styles.fieldError}>
              {errorText(t, update.error, 'workerCabinet')}
            </p>
          ) : null}
          <FormFooter submit={t('admin.therapists.save')} busy={mine && update.status === 'loading'}>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </FormFooter>
        </form>
      </td>
    </tr>
  );
}
