// The calm "confirm your e-mail" line under the header, for a signed-in person whose address is not confirmed
// yet. Nothing waits for it (booking and paying work before), so it can be put away for this page view; it
// comes back on the next visit. "Send again" mails a fresh link; the api limits how often (429 with the wait).
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { toApiFailure } from '@rozmova/web/api-client';
import { resendVerification } from '@rozmova/web/auth/auth-session';
import { isRegistered, useAuth } from '@rozmova/web/auth/auth-cache';
import styles from './identity.module.scss';

type Sent = { status: 'idle' | 'sending' } | { status: 'sent'; to: string } | { status: 'error'; text: string };

export interface EmailVerificationNoticeProps {
  locale: MarketLocale;
  /** Tests pass a fake. */
  resend?: (locale: MarketLocale) => Promise<{ sent_to: string }>;
}

export function EmailVerificationNotice({
  locale,
  resend = resendVerification,
}: EmailVerificationNoticeProps): React.JSX.Element | null {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const [sent, setSent] = useState<Sent>({ status: 'idle' });
  const unverified = isRegistered(auth.data) && auth.data?.user.data.email_verified === false;
  // The link's own landing page says what happened; the notice would only contradict it.
  if (!unverified || dismissed || pathname.endsWith('/verify-email')) return null;

  const send = async () => {
    setSent({ status: 'sending' });
    try {
      const { sent_to } = await resend(locale);
      setSent({ status: 'sent', to: sent_to });
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.error === 'rate_limited') {
        const seconds = Number(failure.details?.[0]?.retry_after_seconds ?? 3600);
        setSent({ status: 'error', text: t('verifyNotice.wait', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) });
      } else {
        setSent({ status: 'error', text: t(`errors:${failure.error}`, { defaultValue: t('errors:default') }) });
      }
    }
  };

  return (
    <section className={styles.notice} aria-labelledby="verify-notice-title" data-testid="verify-notice">
      <div className={styles.noticeText}>
        <h2 id="verify-notice-title" className={styles.noticeTitle}>
          {t('verifyNotice.title')}
        </h2>
        <p>{t('verifyNotice.text', { email: auth.data?.user.email ?? '' })}</p>
        {sent.status === 'sent' && (
          <p role="status" className={styles.ok} data-testid="verify-notice-sent">
            {t('verifyNotice.sent', { email: sent.to })}
          </p>
        )}
        {sent.status === 'error' && (
          <p role="alert" className={styles.problem}>
            {sent.text}
          </p>
        )}
      </div>
      <div className={styles.noticeActions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void send()}
          disabled={sent.status === 'sending'}
          data-testid="verify-notice-resend"
        >
          {sent.status === 'sending' ? t('common:loading') : t('verifyNotice.resend')}
        </button>
        <button
          type="button"
          className={styles.quietButton}
          onClick={() => setDismissed(true)}
          data-testid="verify-notice-dismiss"
        >
          {t('verifyNotice.dismiss')}
        </button>
      </div>
    </section>
  );
}
