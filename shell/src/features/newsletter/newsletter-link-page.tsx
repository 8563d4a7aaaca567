// Where the newsletter's mailed links land: /{locale}/newsletter/confirm?token= and /unsubscribe?token=.
// The page calls the api once with the token and says what happened.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '@rozmova/web/api-client';
import { ApiErrorMessage } from '../../lib/forms/form-parts';
import { useLocale } from '../../lib/use-locale';
import { confirmNewsletter, unsubscribeNewsletter } from './newsletter-api';
import styles from './newsletter.module.scss';

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; code: string };

export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'working' });

  useEffect(() => {
    let live = true;
    const call = action === 'confirm' ? confirmNewsletter : unsubscribeNewsletter;
    call(token).then(
      () => live && setState({ status: 'done' }),
      (error: unknown) => live && setState({ status: 'failed', code: apiErrorCode(error) }),
    );
    return () => {
      live = false;
    };
  }, [action, token]);

  return (
    <div className={styles.page} data-testid={`newsletter-${action}`}>
      <h1>{t(`newsletter.${action}.title`)}</h1>
      {state.status === 'working' ? <p role="status">{t('common:loading')}</p> : null}
      {state.status === 'done' ? (
        <p role="status" data-testid="newsletter-done">
          {t(`newsletter.${action}.done`)}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <ApiErrorMessage code={state.code === 'validation_failed' ? 'invalid_newsletter_token' : state.code} />
      ) : null}
      <Link to={`/${locale}/home`}>{t('newsletter.toHome')}</Link>
    </div>
  );
}
