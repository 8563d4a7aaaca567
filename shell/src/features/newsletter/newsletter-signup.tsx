// The footer's newsletter sign-up: an e-mail address, then "check your inbox" (double opt-in: nothing is sent
// until the person follows the mailed link).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterBodySchema } from '@rozmova/contracts/schemas/misc';
import { ApiErrorMessage, TextField } from '../../lib/forms/form-parts';
import { useForm } from '../../lib/forms/use-form';
import { trackProductEvent } from '../../lib/track-event';
import { useLocale } from '../../lib/use-locale';
import { subscribeNewsletter } from './newsletter-api';
import styles from './newsletter.module.scss';

export function NewsletterSignup(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ email: '' }, newsletterBodySchema, async (values) => {
    await subscribeNewsletter(locale, values.email);
    setSentTo(values.email);
    void trackProductEvent(locale, 'newsletter_subscribed');
  });

  return (
    <section className={styles.signup} aria-labelledby="newsletter-title" data-testid="newsletter-signup">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      {sentTo ? (
        <p role="status" data-testid="newsletter-sent">
          {t('newsletter.sent', { email: sentTo })}
        </p>
      ) : (
        <form onSubmit={form.onSubmit} noValidate>
          <p>{t('newsletter.lead')}</p>
          <ApiErrorMessage code={form.apiError} />
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={form.errors.email}
            input={form.bind('email')}
            idPrefix="newsletter-"
          />
          <button type="submit" disabled={form.submitting} data-testid="newsletter-submit">
            {form.submitting ? t('common:loading') : t('newsletter.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
