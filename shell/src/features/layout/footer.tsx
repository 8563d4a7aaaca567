import { Suspense, useRef, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { crisisHelpPath } from '@rozmova/web/crisis-help';
import { MARKETS } from '@rozmova/contracts/markets';
import { supportLink } from '@rozmova/web/support/support-contacts';
import { useLocale } from '../../lib/use-locale';
import { reopenConsentChoice } from '../../lib/consent-state';
import { useNearViewOrAfterLoad } from '../../lib/after-page-load';
import styles from './layout.module.scss';

// Ways to pay ahead or give a session, reachable from every page (mf-payments' pages).
const PURCHASE_PAGES = ['tokens', 'subscriptions', 'gift-codes'] as const;

/**
 * `LateSignup` (the newsletter sign-up, composed by shell/src/app as a lazy component) mounts when the footer comes
 * near the viewport, or a few seconds after the page has loaded: its form code (validation with ajv, ~45 KiB gzip,
 * and the form parts) is never fetched before what the page exists for.
 */
export function Footer({ LateSignup }: { LateSignup?: ComponentType }): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const link = supportLink(locale);
  const footer = useRef<HTMLElement>(null);
  const signupDue = useNearViewOrAfterLoad(footer);
  return (
    <footer className={styles.footer} ref={footer}>
      <Link to={crisisHelpPath(locale)} data-testid="crisis-help-link">
        {t('crisisHelp.title')}
      </Link>
      <nav className={styles.footerNav} aria-label={t('purchases')}>
        {PURCHASE_PAGES.map((page) => (
          <Link key={page} to={`/${locale}/${page}`} data-testid={`nav-${page}`}>
            {t(`pages.${page}.title`)}
          </Link>
        ))}
      </nav>
      <Link to={`/${locale}/for-companies`} data-testid="for-companies-link">
        {t('shell:business.title')}
      </Link>
      <a href={link} data-testid="support-link">
        {t('support')}
      </a>
      <Link to={`/${locale}/privacy`} data-testid="privacy-link">
        {t('privacy')}
      </Link>
      <button type="button" className={styles.footerButton} onClick={reopenConsentChoice} data-testid="cookie-settings">
        {t('consent.settings')}
      </button>
      <a href={MARKETS[locale].support.instagram} target="_blank" rel="noreferrer">
        Instagram
      </a>
      <span>
        © {new Date().getFullYear()} {t('brand')}
      </span>
      {signupDue && LateSignup && (
        <Suspense fallback={null}>
          <LateSignup />
        </Suspense>
      )}
    </footer>
  );
}
