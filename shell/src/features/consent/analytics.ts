// The tag scripts (docs/rules.md: a tag script and a server-side tracking container). Their hosts
// are configuration: none configured -> nothing external ever loads. They load only after consent
// and never in a `_storyblok` preview.
import { call } from '@rozmova/web/api-client';
import * as analyticsEndpoints from '@rozmova/contracts/endpoints/analytics';
import { TAG_CLIENT_ID_POLL_MS, TAG_PAGE_VIEW_POLL_MS } from '@rozmova/contracts/constants';
import { ANALYTICS_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import type { AnalyticsConfig } from '@rozmova/web/runtime-config';
import { consentDefaults, consentUpdate, type ConsentChoice } from '../../lib/consent-state';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let defaultsPushed = false;

/** The dataLayer queue and the consent defaults (once per page): local only, no network. */
export function initConsentDefaults(locale: string): void {
  if (defaultsPushed) return;
  defaultsPushed = true;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag('consent', 'default', consentDefaults(locale));
}

export function pushConsentChoice(choice: ConsentChoice): void {
  window.gtag?.('consent', 'update', consentUpdate(choice));
}

let loaded = false;

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** True when some tag host is configured. */
export function analyticsConfigured(config: AnalyticsConfig): boolean {
  return Boolean(config.tagScriptUrl || config.serverContainerUrl);
}

export function loadTagScripts(config: AnalyticsConfig, preview: boolean): boolean {
  if (loaded || preview || !analyticsConfigured(config)) return false;
  loaded = true;
  if (config.tagScriptUrl) {
    const url = new URL(config.tagScriptUrl);
    if (config.measurementId) url.searchParams.set('id', config.measurementId);
    addScript(url.toString(), 'rozmova-tag');
    window.gtag?.('js', new Date());
    // With a server container, the tag's hits go to the site's collect path; the site's server forwards them
    // to the container without the collect suffix (scripts/serve-static.mjs).
    const viaSite =
      config.serverContainerUrl && config.collectPath
        ? { server_container_url: `${window.location.origin}${config.collectPath}` }
        : {};
    if (config.measurementId) window.gtag?.('config', config.measurementId, { send_page_view: false, ...viaSite });
  }
  if (config.serverContainerUrl) addScript(config.serverContainerUrl, 'rozmova-server-container');
  return true;
}

function poll(check: () => boolean, everyMs: number, maxTries: number): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const tick = () => {
      if (check()) return resolve(true);
      tries += 1;
      if (tries >= maxTries) return resolve(false);
      setTimeout(tick, everyMs);
    };
    tick();
  });
}

/** Has the real tag replaced the queue stub (it defines google_tag_manager / google_tag_data)? */
function tagReady(): boolean {
  const w = window as unknown as Record<string, unknown>;
  return Boolean(w.google_tag_manager || w.google_tag_data);
}

/** Page view once the tag is ready (polled every 100 ms). */
export async function pushPageView(locale: MarketLocale, path: string): Promise<void> {
  if (!loaded) return;
  if (await poll(tagReady, TAG_PAGE_VIEW_POLL_MS, 50)) {
    window.dataLayer?.push({ event: 'page_view', page_path: path, page_language: locale });
  }
}

/** Reads the tag's client id (polled every 150 ms) and saves it for ua, pl and ro; failures are only logged. */
export async function saveClientId(locale: MarketLocale, measurementId: string | null): Promise<void> {
  if (!loaded || !measurementId || locale === 'en' || !ANALYTICS_LOCALES.includes(locale)) return;
  let clientId: string | null = null;
  const ready = await poll(
    () => {
      window.gtag?.('get', measurementId, 'client_id', (id: string) => {
        clientId = id;
      });
      return clientId !== null;
    },
    TAG_CLIENT_ID_POLL_MS,
    40,
  );
  if (!ready || !clientId) return;
  try {
    await call(analyticsEndpoints.setAnalyticsClientId, { body: { client_id: clientId } }, { configId: locale });
  } catch (error) {
    console.warn('[analytics] client id not saved', error);
  }
}
