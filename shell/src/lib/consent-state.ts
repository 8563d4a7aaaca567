// Analytics consent (docs/rules.md ): everything denied by default except security storage; the tag
// waits 2000 ms for an update, except on ua. The choice is kept in local storage.
import { CONSENT_WAIT_FOR_UPDATE_MS } from '@rozmova/contracts/constants';

export type ConsentValue = 'granted' | 'denied';
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'rozmova_consent';

export interface ConsentDefaults {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
  security_storage: ConsentValue;
  wait_for_update?: number;
}

export function consentDefaults(locale: string): ConsentDefaults {
  const defaults: ConsentDefaults = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };
  if (locale !== 'ua') defaults.wait_for_update = CONSENT_WAIT_FOR_UPDATE_MS;
  return defaults;
}

export function consentUpdate(choice: ConsentChoice): Omit<ConsentDefaults, 'wait_for_update' | 'security_storage'> {
  const value: ConsentValue = choice;
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
    functionality_storage: value,
    personalization_storage: value,
  };
}

export function readConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { choice?: unknown };
    return parsed.choice === 'granted' || parsed.choice === 'denied' ? parsed.choice : null;
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, decided_at: new Date().toISOString() }));
  } catch {
    // the banner shows again next visit; nothing else depends on it
  }
}

/** Asks the banner to come back so the visitor can change their answer (the footer's "cookie settings"). */
export const CONSENT_SETTINGS_EVENT = 'rozmova:consent-settings';

export function reopenConsentChoice(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}
