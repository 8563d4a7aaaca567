// The page a couple partner's invitation opens (`/{locale}/partner-invitation?token=...`). Joining needs the
// token and a confirmed address equal to the invited one, so the page walks the partner through whichever is
// missing: signing in (or up) with that address, confirming it, then accepting, and on to the call page.
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { apiErrorCode, call } from '@rozmova/web/api-client';
import * as entitiesEndpoints from '@rozmova/contracts/endpoints/entities';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import { isSignedIn } from '@rozmova/web/auth/types';
import { useLocale } from '../../lib/use-locale';
import styles from '../../lib/forms/auth-form.module.scss';

export async function acceptPartnerInvitation(locale: MarketLocale, token: string): Promise<{ id: string }> {
  const { appointment } = await call(
    entitiesEndpoints.acceptPartnerInvitation,
    { body: { token } },
    { configId: locale },
  );
  return appointment;
}

export function PartnerInvitationPage({
  accept = acceptPartnerInvitation,
}: {
  /** Tests pass a fake. */
  accept?: (locale: MarketLocale, token: string) => Promise<{ id: string }>;
}): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const [state, setState] = useState<
    { status: 'idle' | 'joining' } | { status: 'joined'; id: string } | { status: 'error'; code: string }
  >({ status: 'idle' });
  const next = encodeURIComponent(`${pathname}${search}`);

  if (state.status === 'joined') {
    return (
      <Navigate to={`/${locale}/${PATHS.videoCall.couple.replace(':id', encodeURIComponent(state.id))}`} replace />
    );
  }

  const join = async () => {
    setState({ status: 'joining' });
    try {
      setState({ status: 'joined', id: (await accept(locale, token)).id });
    } catch (error) {
      setState({ status: 'error', code: apiErrorCode(error) });
    }
  };

  let body: React.JSX.Element;
  if (!token) {
    body = (
      <p className={styles.lead} role="alert">
        {t('partnerInvitation.noToken')}
      </p>
    );
  } else if (auth.status === 'pending' && !auth.data) {
    body = (
      <p className={styles.lead} role="status" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  } else if (!isSignedIn(auth.data) || !isRegistered(auth.data)) {
    body = (
      <>
        <p className={styles.lead}>{t('partnerInvitation.signInFirst')}</p>
        <div className={styles.links}>
          <Link to={`/${locale}/login?next=${next}`} data-testid="invitation-login">
            {t('partnerInvitation.login')}
          </Link>
          <Link to={`/${locale}/register?next=${next}`} data-testid="invitation-register">
            {t('partnerInvitation.register')}
          </Link>
        </div>
      </>
    );
  } else {
    const unverified = auth.data?.user.data.email_verified === false;
    const problem = state.status === 'error' ? state.code : null;
    body = (
      <>
        <p className={styles.lead}>{t('partnerInvitation.lead', { email: auth.data?.user.email ?? '' })}</p>
        {unverified && <p className={styles.lead}>{t('partnerInvitation.confirmFirst')}</p>}
        {problem && (
          <p className={styles.formError} role="alert" data-testid="invitation-error">
            {t(`errors:${problem}`, { defaultValue: t('errors:default') })}
          </p>
        )}
        <button
          type="button"
          className={styles.submit}
          onClick={() => void join()}
          disabled={state.status === 'joining'}
          data-testid="invitation-accept"
        >
          {state.status === 'joining' ? t('common:loading') : t('partnerInvitation.accept')}
        </button>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.card} data-testid="partner-invitation">
        <h1>{t('partnerInvitation.title')}</h1>
        {body}
      </div>
    </div>
  );
}
