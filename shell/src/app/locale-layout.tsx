// Everything under `/{locale}/...`: the route's locale becomes the store's locale and the i18n
// language (docs/rules.md ), then the page renders with header, main region and footer.
import { Suspense, lazy, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { i18n } from '@rozmova/web/i18n/i18n';
import { cacheLanguage } from '@rozmova/web/i18n/detect-language';
import { setLocale } from '@rozmova/web/store/global/actions';
import { selectLocale } from '@rozmova/web/store/global/selectors';
import type { GlobalState } from '@rozmova/web/store/global/types';
import { ConsentBanner } from '../features/consent/consent-banner';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { QuerySync } from '../features/query-params/query-sync';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { CanonicalLink } from '../features/seo/canonical-link';
import { PageMeta } from '../features/seo/page-meta';
import { CrashProbe } from '../features/test-hooks/crash-probe';
import { EmailVerificationNotice } from '../features/identity/email-verification-notice';
import { localisedPath } from '../features/locale/locale-choice';
import styles from '../features/layout/layout.module.scss';

// The shell's own pages load on demand: the forms bring ajv and the schemas, which a visitor reading
// the home page never needs.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const NewsletterLinkPage = lazy(() =>
  import('../features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterLinkPage })),
);
const BusinessContactPage = lazy(() =>
  import('../features/business/business-contact-page').then((m) => ({ default: m.BusinessContactPage })),
);
const RestorePasswordPage = lazy(() =>
  import('../features/auth/restore-password-page').then((m) => ({ default: m.RestorePasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const CompleteRegistrationPage = lazy(() =>
  import('../features/auth/complete-registration-page').then((m) => ({ default: m.CompleteRegistrationPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/identity/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const PartnerInvitationPage = lazy(() =>
  import('../features/identity/partner-invitation-page').then((m) => ({ default: m.PartnerInvitationPage })),
);
const LostPowerPage = lazy(() =>
  import('@rozmova/web/outages/lost-power-page').then((m) => ({ default: m.LostPowerPage })),
);
// The footer's newsletter sign-up, mounted by the footer once it is near the viewport (features/layout/footer.tsx).
const NewsletterSignup = lazy(() =>
  import('../features/newsletter/newsletter-signup').then((m) => ({ default: m.NewsletterSignup })),
);
const SupportPage = lazy(() => import('../features/support/support-page').then((m) => ({ default: m.SupportPage })));

function PageLoading(): React.JSX.Element {
  const { t } = useTranslation('common');
  return <div aria-busy="true">{t('loading')}</div>;
}

export function LocaleLayout(): React.JSX.Element | null {
  const { locale: raw } = useParams();
  const location = useLocation();
  const dispatch = useDispatch();
  const storeLocale = useSelector((state: GlobalState) => selectLocale(state));
  const valid = isMarketLocale(raw);

  useLayoutEffect(() => {
    if (!valid) return;
    const locale = raw as MarketLocale;
    dispatch(setLocale(locale));
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    try {
      cacheLanguage(locale, { localStorage: window.localStorage });
    } catch {
      // storage blocked: nothing to cache into
    }
  }, [raw, valid, dispatch]);

  if (!valid) return <Navigate to={`${localisedPath(location.pathname)}${location.search}`} replace />;
  // One frame while the store catches up with the address, so no text renders in the old language.
  if (storeLocale !== raw) return null;
  const locale = raw as MarketLocale;

  return (
    <>
      <QuerySync />
      <CanonicalLink locale={locale} />
      <PageMeta />
      <CrashProbe />
      <Header />
      <ConsentBanner locale={locale} />
      <main id="main" className={styles.main}>
        <EmailVerificationNotice locale={locale} />
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="restore-password" element={<RestorePasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="complete-registration" element={<CompleteRegistrationPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="partner-invitation" element={<PartnerInvitationPage />} />
            <Route path="telegram-support" element={<SupportPage channel="telegram" />} />
            <Route path="facebook-messenger-support" element={<SupportPage channel="messenger" />} />
            <Route path="newsletter/confirm" element={<NewsletterLinkPage action="confirm" />} />
            <Route path="newsletter/unsubscribe" element={<NewsletterLinkPage action="unsubscribe" />} />
            <Route path="for-companies" element={<BusinessContactPage />} />
            <Route path={PATHS.shell.outageReport} element={<LostPowerPage locale={locale} />} />
            <Route path="*" element={<RemoteOutlet />} />
          </Routes>
        </Suspense>
      </main>
      <Footer LateSignup={NewsletterSignup} />
    </>
  );
}
