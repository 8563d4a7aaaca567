// Start-up: runtime config and the remotes manifest (in parallel), the fallback runtime plugin, the
// i18n instance in the page's initial locale, the store (hydrated from server state when present).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { isMarketLocale } from '@rozmova/contracts/markets';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { parseRuntimeConfig, setRuntimeConfig } from '@rozmova/web/runtime-config';
import { initI18n, loadLocaleNamespace, type LocaleLoader } from '@rozmova/web/i18n/i18n';
import { createRootStore, readPreloadedState } from '@rozmova/web/store/create-store';
import '@rozmova/web/auth/auth-session';
import { App } from './app/app';
import { ErrorScreenLoader, preloadErrorScreen } from './features/error-screen/error-screen-loader';
import { remoteFallbackPlugin } from './features/remotes/fallback-plugin';
import { fetchRemotesManifest, registerFromManifest } from './features/remotes/remote-registry';
import { initialRouteQuery } from './features/query-params/query-rules';
import { nextTask } from './next-task';
import { startupRequest } from './startup-requests';

/** The shell's own texts, a chunk per language like the shared ones. */
const SHELL_TEXTS: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "shell-texts-[request]" */ `./locales/${locale}.json`);

async function fetchConfig(): Promise<unknown> {
  try {
    const response = await startupRequest('/config.json');
    if (response.status === 404) return {};
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    console.warn('[config] /config.json could not be read; using defaults', error);
    return {};
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  const initialLocale = localeFromPath(window.location.pathname);
  // The page language's texts download while the config and the remotes manifest are on their way.
  const i18nReady = initI18n(initialLocale).then(() => loadLocaleNamespace('shell', SHELL_TEXTS));
  // The shell's own chunk of them is asked for now, beside the shared one (the load above reuses it).
  if (isMarketLocale(initialLocale)) void SHELL_TEXTS(initialLocale).catch(() => undefined);
  const [rawConfig, manifest] = await Promise.all([
    fetchConfig(),
    fetchRemotesManifest(startupRequest('/remotes.json')),
  ]);
  try {
    setRuntimeConfig(parseRuntimeConfig(rawConfig));
  } catch (error) {
    // Fails loudly, naming the wrong fields, instead of running half-configured.
    root.render(<ErrorScreenLoader locale={initialLocale} errorText={String(error)} componentStack="" />);
    throw error;
  }
  // After the async boundary: the plugin imports React, which needs the share scope.
  registerPlugins([remoteFallbackPlugin()]);
  registerFromManifest(manifest);
  // Each step below is a task of its own (next-task.ts): the texts, then the store and the first render.
  await nextTask();

  await i18nReady;
  await nextTask();

  // The route query starts as the address bar: the query sync must never see an empty store on the first
  // render and strip a direct link's psychologist_id before mf_booking reads it.
  const store = createRootStore({
    ...(readPreloadedState() ?? { locale: initialLocale }),
    routeQuery: initialRouteQuery(window.location.search),
  });
  // A transition renders in slices that yield to the browser between them: the first render of the whole
  // page is otherwise one long task that keeps a phone from answering a tap (Lighthouse's TBT).
  startTransition(() => root.render(<App store={store} />));
  // The fallback screen's chunk, once the page has what it came for (error-screen-loader.tsx).
  preloadErrorScreen();
}

void start();
