// The pages a call shows instead of the room: ended, refused (with what to do next) and unreachable (with
// the market's support contacts).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { supportBlockLinks } from '@rozmova/web/support/support-contacts';
import type { RefusalReason } from '@rozmova/web/video-call/call-state';
import styles from './video-call.module.scss';

function Message(props: {
  heading: string;
  body: string;
  children?: React.ReactNode;
  testId: string;
}): React.JSX.Element {
  return (
    <section className={styles.message} data-testid={props.testId} aria-labelledby="video-call-message">
      <h1 id="video-call-message">{props.heading}</h1>
      <p>{props.body}</p>
      {props.children}
    </section>
  );
}

export function EndedMessage({ leaveTo }: { leaveTo: string }): React.JSX.Element {
  const { t } = useTranslation('videoCall');
  return (
    <Message heading={t('ended.heading')} body={t('ended.body')} testId="video-call-ended">
      <Link className={styles.button} to={leaveTo}>
        {t('actions.back')}
      </Link>
    </Message>
  );
}

export function RefusedMessage(props: {
  reason: RefusalReason;
  leaveTo: string;
  loginTo: string;
  onRetry: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('videoCall');
  const { reason } = props;
  return (
    <Message
      heading={t(`refused.${reason}.heading`)}
      body={t(`refused.${reason}.body`)}
      testId={`video-call-refused-${reason}`}
    >
      {reason === 'failed' && (
        <button type="button" className={styles.button} onClick={props.onRetry}>
          {t('actions.retry')}
        </button>
      )}
      {reason === 'sign_in' ? (
        <Link className={styles.button} to={props.loginTo}>
          {t('actions.signIn')}
        </Link>
      ) : (
        <Link className={reason === 'failed' ? styles.secondary : styles.button} to={props.leaveTo}>
          {t('actions.back')}
        </Link>
      )}
    </Message>
  );
}

export function UnreachableMessage({
  locale,
  onRetry,
}: {
  locale: MarketLocale;
  onRetry: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('videoCall');
  const links = supportBlockLinks(locale);
  const contacts: Array<[string, string]> = [
    [t('support.email'), links.email],
    // Brand names, the same in every language.
    ...(links.telegram ? [['Telegram', links.telegram] as [string, string]] : []),
    ...(links.facebook ? [['Facebook', links.facebook] as [string, string]] : []),
    ['Instagram', links.instagram],
  ];
  return (
    <Message heading={t('unreachable.heading')} body={t('unreachable.body')} testId="video-call-unreachable">
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('actions.retry')}
      </button>
      <p>{t('unreachable.support')}</p>
      <ul className={styles.contacts}>
        {contacts.map(([label, href]) => (
          <li key={href}>
            <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Message>
  );
}
