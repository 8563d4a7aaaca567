// "For companies": a company asks about sessions for its people. The enquiry goes to the market's team
// (`/contact/business`), who answer the contact person by e-mail; consent to be contacted is required.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessContactBodySchema } from '@rozmova/contracts/schemas/misc';
import { ApiErrorMessage, Checkbox, FieldMessage, TextField } from '../../lib/forms/form-parts';
import { useForm } from '../../lib/forms/use-form';
import { trackProductEvent } from '../../lib/track-event';
import { useLocale } from '../../lib/use-locale';
import { sendBusinessContact } from './business-contact-api';
import formStyles from '../../lib/forms/auth-form.module.scss';

/** The api's schema, with the company required: the page is for companies (phone is not asked). */
export const businessFormSchema = {
  ...businessContactBodySchema,
  required: ['company', 'name', 'email', 'message', 'consent'],
} as const;

export function BusinessContactPage(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const form = useForm(
    { company: '', name: '', email: '', message: '', consent: false },
    businessFormSchema,
    async (values) => {
      await sendBusinessContact(locale, { ...values, consent: true });
      setSent(true);
      void trackProductEvent(locale, 'business_contact_sent');
    },
  );
  const message = form.bind('message');

  return (
    <div className={formStyles.page}>
      <form className={formStyles.card} onSubmit={form.onSubmit} noValidate data-testid="business-form">
        <h1>{t('business.title')}</h1>
        {sent ? (
          <p className={formStyles.success} role="status" data-testid="business-sent">
            {t('business.sent')}
          </p>
        ) : (
          <>
            <p className={formStyles.lead}>{t('business.lead')}</p>
            <ApiErrorMessage code={form.apiError} />
            <TextField
              label={t('business.company')}
              autoComplete="organization"
              error={form.errors.company}
              input={form.bind('company')}
            />
            <TextField
              label={t('business.contact')}
              autoComplete="name"
              error={form.errors.name}
              input={form.bind('name')}
            />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={form.errors.email}
              input={form.bind('email')}
            />
            <div className={formStyles.field}>
              <label htmlFor="field-message">{t('business.message')}</label>
              <textarea
                id="field-message"
                rows={6}
                aria-invalid={form.errors.message ? true : undefined}
                aria-describedby={form.errors.message ? 'message-error' : undefined}
                name={message.name}
                value={message.value}
                // The binding reads only `target.value`, which a textarea has too.
                onChange={(event) => message.onChange(event as unknown as React.ChangeEvent<HTMLInputElement>)}
              />
              <FieldMessage id="message-error" error={form.errors.message} />
            </div>
            <Checkbox error={form.errors.consent} input={form.bindCheckbox('consent')}>
              {t('business.consent')}
            </Checkbox>
            <button
              className={formStyles.submit}
              type="submit"
              disabled={form.submitting}
              data-testid="business-submit"
            >
              {form.submitting ? t('common:loading') : t('business.submit')}
            </button>
          </>
        )}
      </form>
    </div>
  );
}
