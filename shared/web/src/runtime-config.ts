// Configuration the shell loads at start (`/config.json`), so one build serves every environment.
// Validated once; a wrong value fails loudly naming the field.

export interface AnalyticsConfig {
  /** Which variant of the tag hosts and id this is (spec §7, §9); production has an id of its own. */
  environment: 'production' | 'staging';
  /** URL of the tag script (e.g. https://www.googletagmanager.com/gtag/js). null: no tag script. */
  tagScriptUrl: string | null;
  /** URL of the server-side tracking container script. null: none. */
  serverContainerUrl: string | null;
  /** Measurement id passed to the tag (e.g. G-XXXX). */
  measurementId: string | null;
  /** Path on the site the tag sends its hits to; the site's server forwards them to the container. */
  collectPath: string | null;
}

export interface RuntimeConfig {
  /** Base of every api path, e.g. http://localhost:8080/api */
  apiBase: string;
  /** Origin written into canonical links, e.g. https://rozmova.com.ua; default: the page's origin. */
  siteUrl: string | null;
  analytics: AnalyticsConfig;
  /** The Polish mail domain sign-up rejects (docs/rules.md ); null: none rejected. */
  rejectedEmailDomain: string | null;
  /** Google sign-in client id; null hides the Google button. */
  googleClientId: string | null;
  /** Enables test-only hooks (the forced render error). Never set in production. */
  testHooks: boolean;
}

declare global {
  interface Window {
    __ROZMOVA_CONFIG__?: Partial<RuntimeConfig>;
    __PRELOADED_STATE__?: Record<string, unknown>;
  }
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: 'http://localhost:8080/api',
  siteUrl: null,
  analytics: {
    environment: 'staging',
    tagScriptUrl: null,
    serverContainerUrl: null,
    measurementId: null,
    collectPath: null,
  },
  rejectedEmailDomain: 'wp.pl',
  googleClientId: null,
  testHooks: false,
};

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Merges a raw config over the defaults; throws naming every wrong field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
  const problems: string[] = [];
  const config: RuntimeConfig = {
    ...DEFAULT_RUNTIME_CONFIG,
    analytics: { ...DEFAULT_RUNTIME_CONFIG.analytics },
  };
  if (input.apiBase !== undefined) {
    if (isUrl(input.apiBase)) config.apiBase = input.apiBase.replace(/\/+$/, '');
    else problems.push('apiBase must be an http(s) URL');
  }
  if (input.siteUrl !== undefined && input.siteUrl !== null) {
    if (isUrl(input.siteUrl)) config.siteUrl = input.siteUrl.replace(/\/+$/, '');
    else problems.push('siteUrl must be an http(s) URL or null');
  }
  if (input.analytics !== undefined && input.analytics !== null) {
    const analytics = input.analytics as Partial<Record<keyof AnalyticsConfig, unknown>>;
    for (const key of ['tagScriptUrl', 'serverContainerUrl'] as const) {
      const value = analytics[key];
      if (value === undefined || value === null || value === '') continue;
      if (isUrl(value)) config.analytics[key] = value;
      else problems.push(`analytics.${key} must be an http(s) URL or null`);
    }
    const id = analytics.measurementId;
    if (id !== undefined && id !== null && id !== '') {
      if (typeof id === 'string' && /^[A-Za-z0-9-]+$/.test(id)) config.analytics.measurementId = id;
      else problems.push('analytics.measurementId must be letters, digits and dashes');
    }
    const environment = analytics.environment;
    if (environment !== undefined && environment !== null) {
      if (environment === 'production' || environment === 'staging') config.analytics.environment = environment;
      else problems.push('analytics.environment must be production or staging');
    }
    const collectPath = analytics.collectPath;
    if (collectPath !== undefined && collectPath !== null && collectPath !== '') {
      if (typeof collectPath === 'string' && /^\/[a-z0-9-]+$/i.test(collectPath))
        config.analytics.collectPath = collectPath;
      else problems.push('analytics.collectPath must be one path segment such as /metrics');
    }
    // Production never runs with another environment's id or without its hosts (spec §9).
    if (config.analytics.environment === 'production') {
      for (const key of ['tagScriptUrl', 'serverContainerUrl', 'measurementId'] as const)
        if (!config.analytics[key]) problems.push(`analytics.${key} is required in production`);
    }
  }
  if (input.rejectedEmailDomain !== undefined) {
    const domain = input.rejectedEmailDomain;
    if (domain === null || domain === '') config.rejectedEmailDomain = null;
    else if (typeof domain === 'string' && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain))
      config.rejectedEmailDomain = domain.toLowerCase();
    else problems.push('rejectedEmailDomain must be a domain name or null');
  }
  if (input.googleClientId !== undefined && input.googleClientId !== null && input.googleClientId !== '') {
    if (typeof input.googleClientId === 'string') config.googleClientId = input.googleClientId;
    else problems.push('googleClientId must be a string or null');
  }
  if (input.testHooks !== undefined) {
    if (typeof input.testHooks === 'boolean') config.testHooks = input.testHooks;
    else problems.push('testHooks must be a boolean');
  }
  if (problems.length > 0) throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
  return config;
}

let current: RuntimeConfig | null = null;

/** The config in force: what the shell set, else window.__ROZMOVA_CONFIG__, else defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  if (current) return current;
  const fromWindow = typeof window !== 'undefined' ? window.__ROZMOVA_CONFIG__ : undefined;
  current = parseRuntimeConfig(fromWindow ?? {});
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  if (typeof window !== 'undefined') window.__ROZMOVA_CONFIG__ = config;
}

/** The mail domain sign-up rejects (`isRejectedEmail` in @rozmova/contracts/email-rule); null: none. */
export function rejectedEmailDomain(): string | null {
  return getRuntimeConfig().rejectedEmailDomain;
}
