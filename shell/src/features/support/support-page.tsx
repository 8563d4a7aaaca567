// /ua/telegram-support, /pl/facebook-messenger-support, /ro/facebook-messenger-support.
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '@rozmova/contracts/markets';
import { useLocale } from '../../lib/use-locale';
import { MESSENGER_SUPPORT_URL, TELEGRAM_SUPPORT_URL, supportLink } from '@rozmova/web/support/support-contacts';
import styles from './support-page.module.scss';

export function SupportPage({ channel }: { channel: 'telegram' | 'messenger' }): React.JSX.Element {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const expected = supportLink(locale);
  // Each market has one support channel; another market's page sends people to their own.
  if (expected !== `/${locale}/${channel === 'telegram' ? 'telegram-support' : 'facebook-messenger-support'}`) {
    return expected.startsWith('mailto:') ? (
      <main className={styles.page}>
        <h1>{t('support.title')}</h1>
        <p>{t('support.mailLead')}</p>
        <a className={styles.action} href={expected} data-testid="support-action">
          {expected.replace('mailto:', '')}
        </a>
      </main>
    ) : (
      <Navigate to={expected} replace />
    );
  }
  const href = channel === 'telegram' ? TELEGRAM_SUPPORT_URL : MESSENGER_SUPPORT_URL[locale as 'pl' | 'ro'];
  return (
    <main className={styles.page} data-testid="support-page">
      <h1>{t('support.title')}</h1>
      <p>{t(channel === 'telegram' ? 'support.telegramLead' : 'support.messengerLead')}</p>
      <a className={styles.action} href={href} target="_blank" rel="noreferrer" data-testid="support-action">
        {t(channel === 'telegram' ? 'support.openTelegram' : 'support.openMessenger')}
      </a>
      <p className={styles.mail}>
        {t('support.orMail')} <a href={`mailto:${MARKETS[locale].support.email}`}>{MARKETS[locale].support.email}</a>
      </p>
    </main>
  );
}
