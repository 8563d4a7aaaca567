import { consentDefaults, readConsent, writeConsent } from '../../../lib/consent-state';
import { analyticsConfigured, initConsentDefaults, loadTagScripts } from '../analytics';

test('defaults: everything denied except security storage; wait 2000 ms except for ua', () => {
  expect(consentDefaults('pl')).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 2000,
  });
  expect(consentDefaults('ua')).not.toHaveProperty('wait_for_update');
});

test('the choice is kept in local storage', () => {
  expect(readConsent()).toBeNull();
  writeConsent('granted');
  expect(readConsent()).toBe('granted');
  localStorage.setItem('rozmova_consent', '{not json');
  expect(readConsent()).toBeNull();
});

test('no host configured: nothing is added to the page; in preview nothing either', () => {
  initConsentDefaults('pl');
  const none = {
    environment: 'staging' as const,
    collectPath: null,
    tagScriptUrl: null,
    serverContainerUrl: null,
    measurementId: null,
  };
  expect(analyticsConfigured(none)).toBe(false);
  expect(loadTagScripts(none, false)).toBe(false);
  const configured = {
    environment: 'staging' as const,
    collectPath: null,
    tagScriptUrl: 'https://tags.example/gtag/js',
    serverContainerUrl: null,
    measurementId: 'G-1',
  };
  expect(loadTagScripts(configured, true)).toBe(false);
  expect(document.querySelectorAll('script')).toHaveLength(0);
  expect(loadTagScripts(configured, false)).toBe(true);
  expect(document.querySelector('script')?.getAttribute('src')).toBe('https://tags.example/gtag/js?id=G-1');
});
