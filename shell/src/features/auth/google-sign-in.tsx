// "Continue with Google" through Google Identity Services. Shown only when a client id is configured;
// the script comes from Google's host, so nothing loads when it is not.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginGoogle, secondFactorChallengeOf } from '@rozmova/web/auth/auth-api';
import { apiErrorCode, isApiError } from '@rozmova/web/api-client';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';
import { useLocale } from '../../lib/use-locale';
import { afterSignIn } from './landing';
import { ApiErrorMessage } from '../../lib/forms/form-parts';
import styles from '../../lib/forms/auth-form.module.scss';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

export function GoogleSignIn({
  next,
  onSecondFactor,
}: {
  next: string | null;
  /** An account with two-step sign-in: Google was right, a code is asked next (the sign-in page shows that step). */
  onSecondFactor?: (challenge: string) => void;
}): React.JSX.Element | null {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const slot = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const clientId = getRuntimeConfig().googleClientId;

  useEffect(() => {
    if (!clientId || !slot.current) return;
    const element = slot.current;
    const render = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (!google) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          setError(null);
          loginGoogle(locale, { id_token: credential })
            .then((data) => navigate(afterSignIn(data, locale, next), { replace: true }))
            .catch((failure: unknown) => {
              const challenge = secondFactorChallengeOf(failure);
              if (challenge && onSecondFactor) onSecondFactor(challenge);
              else setError(isApiError(failure) ? apiErrorCode(failure) : 'invalid_google_token');
            });
        },
      });
      google.accounts.id.renderButton(element, {
        theme: 'outline',
        size: 'large',
        width: 376,
        locale: locale === 'ua' ? 'uk' : locale,
      });
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT}"]`);
    if (existing) {
      render();
      return;
    }
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [clientId, locale, navigate, next, onSecondFactor]);

  if (!clientId) return null;
  return (
    <>
      <p className={styles.divider}>{t('login.or')}</p>
      <ApiErrorMessage code={error} />
      <div ref={slot} data-testid="google-sign-in" />
    </>
  );
}
