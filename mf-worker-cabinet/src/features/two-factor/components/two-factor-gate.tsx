// Two-step sign-in is required of therapists (after their grace period) and admins: past the date, the cabinet
// shows only the enrolment until it is on (the api refuses their calls with second_factor_enrolment_required
// meanwhile); during the grace period, a reminder with the date sits above every page.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { twoFactorApi, type TwoFactorApi, type TwoFactorStatus } from '@rozmova/web/two-factor/api';
import { TwoFactorSettings } from '@rozmova/web/two-factor/two-factor-settings';
import { PageHeader } from '@rozmova/web/ui';
import styles from '../../../lib/cabinet.module.scss';

const DATE_TAGS: Record<MarketLocale, string> = { ua: 'uk-UA', pl: 'pl-PL', ro: 'ro-RO', en: 'en-GB' };

export function TwoFactorGate({
  locale,
  settingsPath,
  api = twoFactorApi,
  now = Date.now,
  children,
}: {
  locale: MarketLocale;
  /** The page with the two-step sign-in settings (the reminder links there). */
  settingsPath: string;
  api?: TwoFactorApi;
  now?: () => number;
  children: ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  useEffect(() => {
    let live = true;
    // Without an answer the pages still open: the api enforces the rule, this only explains it.
    api.status(locale).then(
      (next) => {
        if (live) setStatus(next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, locale]);
  const onChange = useCallback((next: TwoFactorStatus) => setStatus(next), []);

  const due = status?.required && !status.enrolled && status.required_from ? Date.parse(status.required_from) : null;
  if (due !== null && due <= now()) {
    return (
      <section className={styles.page} data-testid="two-factor-gate">
        <PageHeader title={t('two_factor.overdue_title')} />
        <TwoFactorSettings locale={locale} api={api} onChange={onChange} />
      </section>
    );
  }
  return (
    <>
      {due !== null ? (
        <p className={styles.card} data-testid="two-factor-reminder">
          {t('two_factor.reminder', {
            date: new Intl.DateTimeFormat(DATE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(
              new Date(due),
            ),
          })}{' '}
          <Link to={`/${locale}/${settingsPath}`}>{t('two_factor.reminder_link')}</Link>
        </p>
      ) : null}
      {children}
    </>
  );
}
