// The analytics consent banner. Until the visitor answers, only the local consent defaults exist.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';
import { useOptionalPopup } from '@rozmova/web/store/global/use-optional-popup';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { isStoryblokPreview } from '../../lib/storyblok-preview';
import { initConsentDefaults, loadTagScripts, pushConsentChoice, pushPageView, saveClientId } from './analytics';
import { CONSENT_SETTINGS_EVENT, readConsent, writeConsent, type ConsentChoice } from '../../lib/consent-state';
import styles from './consent-banner.module.scss';

export function ConsentBanner({ locale }: { locale: MarketLocale }): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent());
  const preview = isStoryblokPreview();
  // "Cookie settings" in the footer: the banner comes back; the stored answer holds until a new one is given.
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen);
  }, []);
  // Listed in optional_popups while it waits for an answer; no banner inside the content editor, where
  // nothing can load anyway.
  const { open } = useOptionalPopup('consent_banner', (choice === null || reopened) && !preview);

  useEffect(() => {
    initConsentDefaults(locale);
    // Consent defaults first, the stored choice second: the order the tag expects.
    const stored = readConsent();
    if (stored) pushConsentChoice(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (choice !== 'granted') return;
    const config = getRuntimeConfig().analytics;
    if (loadTagScripts(config, preview)) void saveClientId(locale, config.measurementId);
  }, [choice, preview, locale]);

  useEffect(() => {
    if (choice === 'granted') void pushPageView(locale, pathname);
  }, [choice, locale, pathname]);

  if (!open) return null;

  const decide = (value: ConsentChoice) => {
    writeConsent(value);
    pushConsentChoice(value);
    setChoice(value);
    setReopened(false);
  };

  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={styles.copy}>
        <h2 id="consent-title">{t('consent.title')}</h2>
        <p>{t('consent.text')}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => decide('denied')}
          data-testid="consent-reject"
        >
          {t('consent.reject')}
        </button>
        <button type="button" className={styles.primary} onClick={() => decide('granted')} data-testid="consent-accept">
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
