import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { logout } from '@rozmova/web/auth/auth-session';
import { isRegistered, landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import { selectMobileToolbarText } from '@rozmova/web/store/global/selectors';
import type { GlobalState } from '@rozmova/web/store/global/types';
import { useLocale } from '../../lib/use-locale';
import styles from './layout.module.scss';

const LANGUAGE_NAMES: Record<string, string> = { ua: 'UA', pl: 'PL', ro: 'RO', en: 'EN' };

/** A client's cabinet is mf_client_cabinet's page of sessions; other roles land where sign-in sends them. */
function cabinetPath(role: Parameters<typeof landingPath>[0], locale: MarketLocale): string {
  return role === 'user' ? `/${locale}/cabinet` : landingPath(role, locale);
}

export function Header(): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const toolbarText = useSelector((state: GlobalState) => selectMobileToolbarText(state));
  const signedIn = isRegistered(auth.data);
  const rest = pathname.split('/').slice(2).join('/');

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link className={styles.brand} to={`/${locale}/home`} data-testid="nav-home">
          {t('brand')}
        </Link>
        <nav className={styles.nav} aria-label="main">
          <Link to={`/${locale}/therapists`} data-testid="nav-therapists">
            {t('therapists')}
          </Link>
          {signedIn ? (
            <>
              <Link to={cabinetPath(auth.data?.user?.role, locale)} data-testid="nav-cabinet">
                {t('cabinet')}
              </Link>
              <button
                type="button"
                className={styles.linkButton}
                data-testid="nav-logout"
                onClick={() => {
                  void logout(locale).finally(() => navigate(`/${locale}/home`));
                }}
              >
                {t('logout')}
              </button>
            </>
          ) : (
            <>
              <Link to={`/${locale}/login`} data-testid="nav-login">
                {t('login')}
              </Link>
              <Link className={styles.cta} to={`/${locale}/register`} data-testid="nav-register">
                {t('register')}
              </Link>
            </>
          )}
        </nav>
        <div className={styles.languages} role="group" aria-label={t('language')}>
          {MARKET_LOCALES.map((code) => (
            <Link
              key={code}
              to={`/${code}/${rest}${search}`}
              aria-current={code === locale ? 'true' : undefined}
              hrefLang={code === 'ua' ? 'uk' : code}
            >
              {LANGUAGE_NAMES[code]}
            </Link>
          ))}
        </div>
      </div>
      {toolbarText && (
        <div className={styles.mobileToolbar} data-testid="mobile-toolbar">
          {toolbarText}
        </div>
      )}
    </header>
  );
}
