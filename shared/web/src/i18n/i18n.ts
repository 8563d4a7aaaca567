// The one i18next instance of the page (shared as a singleton): languages ua pl ro en with texts, es it
// da cz known to the setup, no fallback language (docs/rules.md ). The shared texts of a language
// are loaded when the page first needs it: the page's own language before the first render, another on
// a switch (i18next changes the language once its texts are in, so the page never shows keys). The shell
// and the remotes register their own namespace with loadLocaleNamespace, one chunk per language, loaded
// the same way: the page's language before the namespace is used, another before a switch completes.
import i18next, { type BackendModule, type PostProcessorModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  MARKET_LOCALES,
  TRANSLATION_LOCALES,
  type MarketLocale,
  type TranslationLocale,
} from '@rozmova/contracts/markets';
import { ICU_PROCESSOR } from '@rozmova/web/i18n/icu';
import type { SharedTexts } from './locales/en';

export const SHARED_NAMESPACES = ['common', 'forms', 'errors'] as const;

export const i18n: I18n = i18next.createInstance();

/**
 * A chunk that failed to arrive (a dropped mobile connection) is asked for twice more, a moment apart: webpack
 * forgets a failed chunk, so a new import() fetches it again. The page cannot start without its texts.
 */
async function withRetries<T>(load: () => Promise<T>, waitsMs: readonly number[] = [500, 1500]): Promise<T> {
  for (const wait of waitsMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return load();
}

/** Each market language's shared texts, a chunk of their own: a page downloads only those it shows. */
const TEXTS: Record<MarketLocale, () => Promise<SharedTexts>> = {
  ua: () => withRetries(() => import(/* webpackChunkName: "texts-ua" */ './locales/ua')).then((module) => module.ua),
  pl: () => withRetries(() => import(/* webpackChunkName: "texts-pl" */ './locales/pl')).then((module) => module.pl),
  ro: () => withRetries(() => import(/* webpackChunkName: "texts-ro" */ './locales/ro')).then((module) => module.ro),
  en: () => withRetries(() => import(/* webpackChunkName: "texts-en" */ './locales/en')).then((module) => module.en),
};

function hasTexts(language: string): language is MarketLocale {
  return (MARKET_LOCALES as readonly string[]).includes(language);
}

/** intl-messageformat's class, once its chunk is in. */
type MessageFormatClass = typeof import('intl-messageformat').IntlMessageFormat;
type MessageFormat = InstanceType<MessageFormatClass>;

let messageFormat: MessageFormatClass | null = null;
let icuLoading: Promise<void> | null = null;

/**
 * intl-messageformat, a chunk of its own loaded once, with the first namespace that holds ICU messages
 * (`i18n/icu.ts`). Its messages come parsed by the build (`__icuAst`, @rozmova/build's icu-precompile-loader),
 * so the browser's bundle has no ICU parser: a message that was not precompiled throws when formatted there
 * (in tests, where no bundler runs, the package parses it).
 */
export function loadIcu(): Promise<void> {
  icuLoading ??= withRetries(() => import(/* webpackChunkName: "icu" */ 'intl-messageformat')).then(
    ({ IntlMessageFormat }) => {
      resolveLocaleOncePerLanguage(IntlMessageFormat);
      messageFormat = IntlMessageFormat;
    },
  );
  return icuLoading;
}

/** Per language, each ICU message's text and its AST as the build parsed it. */
const precompiled = new Map<string, Map<string, unknown[]>>();

/**
 * A namespace's texts without the build's `__icuAst`, whose ASTs are kept by their message's text (a text is
 * formatted the same whatever its key or namespace).
 */
export function takePrecompiledIcu(texts: NamespaceTexts, language: string): NamespaceTexts {
  const { __icuAst: asts, ...rest } = texts;
  if (typeof asts !== 'object' || asts === null) return texts;
  const known = precompiled.get(language) ?? new Map<string, unknown[]>();
  precompiled.set(language, known);
  const walk = (messages: unknown, parsed: unknown) => {
    if (typeof messages !== 'object' || messages === null || typeof parsed !== 'object' || parsed === null) return;
    for (const [key, message] of Object.entries(messages)) {
      const ast = (parsed as Record<string, unknown>)[key];
      if (typeof message === 'string' && Array.isArray(ast)) known.set(message, ast);
      else walk(message, ast);
    }
  };
  walk(rest.icu, asts);
  return rest;
}

/** Formatters by language and message, as i18next-icu kept them. */
const formatters = new Map<string, MessageFormat>();

/**
 * Formats one ICU message in a language (Ukrainian, our market code `ua`, as Intl's `uk`): with the build's AST
 * when there is one, else from its text.
 */
function formatIcu(message: string, language: string, values: object, key: string): string {
  if (!messageFormat) throw new Error(`ICU message ${key} used before its namespace was loaded`);
  const memo = `${language}\u0000${message}`;
  let formatter = formatters.get(memo);
  if (!formatter) {
    const source = (precompiled.get(language)?.get(message) ?? message) as ConstructorParameters<MessageFormatClass>[0];
    try {
      formatter = new messageFormat(source, language === 'ua' ? 'uk' : language, undefined, { ignoreTag: true });
    } catch (error) {
      // A message that does not parse is a fault in our texts (the locale tests parse every one): never shown.
      throw new Error(`ICU message ${key} does not parse: ${error instanceof Error ? error.message : String(error)}`);
    }
    formatters.set(memo, formatter);
  }
  return String(formatter.format(values as Record<string, string | number>));
}

interface LocaleResolver {
  resolveLocale(locales: string | string[]): Intl.Locale | undefined;
}

/**
 * intl-messageformat asks Intl which of the language's locales it supports (`Intl.NumberFormat.supportedLocalesOf`)
 * for every message it parses, about 2.5 ms of a phone's main thread each (a profile at 4x slowdown): the
 * booking page's first screen parses some forty. The answer depends on the language alone, and an `Intl.Locale`
 * cannot be changed, so it is asked once per language.
 */
export function resolveLocaleOncePerLanguage(format: LocaleResolver): void {
  const ask = format.resolveLocale.bind(format);
  const known = new Map<string, Intl.Locale | undefined>();
  format.resolveLocale = (locales) => {
    const key = Array.isArray(locales) ? locales.join(',') : locales;
    if (!known.has(key)) known.set(key, ask(locales));
    return known.get(key);
  };
}

const icuPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: ICU_PROCESSOR,
  process(value, key, options, translator) {
    const lng = typeof options.lng === 'string' ? options.lng : (translator as { language: string }).language;
    return formatIcu(value, lng, options, String(key));
  },
};

/** An app's texts of one language; a JSON chunk's module namespace carries them as `default`. */
export type NamespaceTexts = Record<string, unknown>;
/**
 * An app's texts of a language, a chunk each: `(locale) => import(\`../locales/${locale}.json\`)` (webpack makes
 * one chunk per file of the folder).
 */
export type LocaleLoader = (locale: MarketLocale) => Promise<NamespaceTexts | { default: NamespaceTexts }>;

const namespaceLoaders = new Map<string, LocaleLoader>();

async function readNamespace(loader: LocaleLoader, language: MarketLocale): Promise<NamespaceTexts> {
  const module = await withRetries(() => loader(language));
  const texts = takePrecompiledIcu(
    'default' in module && typeof module.default === 'object' ? (module.default as NamespaceTexts) : module,
    language,
  );
  // Its ICU messages are formatted as soon as it is in (i18n/icu.ts).
  if (typeof texts.icu === 'object' && texts.icu !== null) await loadIcu();
  return texts;
}

/**
 * i18next's loader: the shared texts of a language, or a registered namespace's. A known language without
 * texts has none.
 */
const sharedTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!hasTexts(language)) {
      callback(null, {});
      return;
    }
    const loader = namespaceLoaders.get(namespace);
    const texts = loader
      ? readNamespace(loader, language)
      : TEXTS[language]().then((all) => (all as Record<string, Record<string, unknown>>)[namespace] ?? {});
    texts.then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let initialised: Promise<unknown> | null = null;

/**
 * Plural forms ("1 день", "3 дні", "5 днів"; "2 dni", "5 dni") come from Intl.PluralRules of the language
 * code, and our Ukrainian is `ua` (the market's code), which Intl reads as an unknown language with
 * English rules. i18next has no alias for this, so its resolver is asked with `uk` for `ua`. Plural
 * texts then use i18next's own suffixes (`key_one`, `key_few`, `key_many`, `key_other`) with `count`:
 * the Intl rules are the CLDR ones ICU uses, without adding an ICU message parser to every page.
 */
export function withUkrainianPlurals(instance: I18n): void {
  const resolver = instance.services.pluralResolver as unknown as {
    getRule(code: string, options?: object): Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'ua' ? 'uk' : code, options);
}

async function initialise(language: TranslationLocale): Promise<unknown> {
  const resources = hasTexts(language) ? { [language]: await TEXTS[language]() } : {};
  const ready = i18n
    .use(sharedTextsBackend)
    .use(icuPostProcessor)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...TRANSLATION_LOCALES],
      fallbackLng: false,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      ns: [...SHARED_NAMESPACES],
      defaultNS: 'common',
      resources,
      // The page's language is in `resources`; the others come through sharedTextsBackend.
      partialBundledLanguages: true,
      // React escapes what it renders; escaping here would show entities.
      interpolation: { escapeValue: false },
      // No component suspends on texts (there is no Suspense boundary for it): the shared namespaces are in
      // before the first render and each app waits for its own with useLocaleNamespace.
      react: { useSuspense: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<I18n['init']>[0]);
  withUkrainianPlurals(i18n);
  return ready;
}

export function initI18n(language: TranslationLocale): Promise<unknown> {
  if (!initialised) {
    initialised = initialise(language);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return initialised;
}

const namespaceLoads = new Set<Promise<void>>();

/**
 * Tells the loader where a namespace's texts are, before anything asks for them: a `useTranslation` of the
 * namespace that ran first would otherwise find it empty and keep it so.
 */
export function registerLocaleNamespace(namespace: string, loader: LocaleLoader): void {
  if (!namespaceLoaders.has(namespace)) namespaceLoaders.set(namespace, loader);
}

/**
 * An app's own texts (`<app>/src/locales/{ua,pl,ro,en}.json`, e.g. namespace `booking`), one chunk per
 * language: resolves once the page's language is in (a language switch loads the next one before it
 * completes), rejects when its chunk did not arrive after the retries. Safe to call on every mount.
 */
export function loadLocaleNamespace(namespace: string, loader: LocaleLoader): Promise<void> {
  registerLocaleNamespace(namespace, loader);
  const load = i18n.loadNamespaces(namespace).then(() => {
    if (!i18n.hasResourceBundle(i18n.language, namespace))
      throw new Error(`the ${namespace} texts in ${i18n.language} could not be loaded`);
  });
  const tracked = load.then(
    () => undefined,
    () => undefined,
  );
  namespaceLoads.add(tracked);
  void tracked.then(() => namespaceLoads.delete(tracked));
  return load;
}

/** Settles when every namespace load under way has (tests wait on it after rendering an app). */
export async function namespaceLoadsSettled(): Promise<void> {
  while (namespaceLoads.size > 0) await Promise.all([...namespaceLoads]);
}

/**
 * Texts given whole, every market language at once, registered under their namespace: small shared
 * components (the slot calendar, the video call). Safe to call on every mount.
 */
export function addLocaleBundles(namespace: string, bundles: Record<MarketLocale, Record<string, unknown>>): void {
  for (const locale of MARKET_LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundles[locale], true, false);
    }
  }
}
