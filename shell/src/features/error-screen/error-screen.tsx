// The fallback screen (docs/rules.md ). It renders without the store, router or i18n (any of them may
// be what broke), so its texts are fixed as the rule writes them.
import { useEffect, useState } from 'react';
import { supportBlockLinks, supportLabel } from '@rozmova/web/support/support-contacts';
import styles from './error-screen.module.scss';

export interface ErrorScreenProps {
  locale: string;
  errorText: string;
  componentStack: string;
}

function formatNow(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function ErrorScreen({ locale, errorText, componentStack }: ErrorScreenProps): React.JSX.Element {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const links = supportBlockLinks(locale);
  return (
    <main className={styles.screen} data-testid="error-fallback" role="alert">
      <h1 className={styles.title}>Sorry, something went wrong</h1>
      <p className={styles.text}>
        Please try refreshing this page or return to the <a href={`/${locale}/home`}>main page</a>
      </p>
      <section className={styles.support} aria-label={supportLabel(locale)}>
        <h2>{supportLabel(locale)}</h2>
        <ul>
          <li>
            <a href={links.email} data-testid="support-email">
              {links.email.replace('mailto:', '')}
            </a>
          </li>
          {links.facebook && (
            <li>
              <a href={links.facebook} target="_blank" rel="noreferrer" data-testid="support-facebook">
                Facebook
              </a>
            </li>
          )}
          {links.telegram && (
            <li>
              <a href={links.telegram} target="_blank" rel="noreferrer" data-testid="support-telegram">
                Telegram
              </a>
            </li>
          )}
          <li>
            <a href={links.instagram} target="_blank" rel="noreferrer" data-testid="support-instagram">
              Instagram
            </a>
          </li>
        </ul>
      </section>
      <time className={styles.time} dateTime={now.toISOString()} data-testid="error-time">
        {formatNow(now)}
      </time>
      <pre className={styles.details} data-testid="error-details">
        {errorText}
        {'\n'}
        {componentStack}
      </pre>
    </main>
  );
}
