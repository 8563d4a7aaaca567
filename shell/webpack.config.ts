import { createAppConfig } from '@rozmova/build/webpack-app';
import { MARKETS } from '@rozmova/contracts/markets';
import { federation } from './module-federation.config';
import { APP_PAGES, OWNER_RULES } from '@rozmova/contracts/routes/paths';
import { htmlLang } from './src/features/locale/locale-choice';
import { NAMED_PAGES, NAMED_PAGE_PATTERNS } from './src/features/seo/named-pages';
import { en } from '@rozmova/web/i18n/locales/en';
import { pl } from '@rozmova/web/i18n/locales/pl';
import { ro } from '@rozmova/web/i18n/locales/ro';
import { ua } from '@rozmova/web/i18n/locales/ua';

// The static server answers unknown addresses with a real 404 and preloads the remote a page needs;
// it learns both from this table, written from the same rules the shell routes by.
const routeTable = {
  locales: Object.fromEntries(
    Object.entries(MARKETS).map(([locale, market]) => [
      locale,
      {
        htmlLang: htmlLang(locale),
        contentFolder: market.locales.storyblok_folder_prefix,
        contentLanguage: market.locales.storyblok_lang,
      },
    ]),
  ),
  routes: OWNER_RULES.map((rule) => ({ pattern: rule.pattern, owner: rule.owner, private: Boolean(rule.private) })),
  // Which page a path is, for its <title>: the same list the shell's PageMeta reads.
  named: NAMED_PAGE_PATTERNS.map(([pattern, key]) => ({ pattern, key })),
  // The pages each owner renders: a remote owns whole prefixes (`gift-codes/*`), but an address under one
  // that none of its pages matches is a 404, not the section's page with a 200.
  pages: {
    ...Object.fromEntries(Object.entries(APP_PAGES).map(([app, pages]) => [app, Object.values(pages)])),
    cabinet: [
      ...new Set([...Object.values(APP_PAGES.mf_client_cabinet), ...Object.values(APP_PAGES.mf_worker_cabinet)]),
    ],
  },
};

// Every page's <title> and meta description in its market's language from the first byte (crawlers and
// link previews read the HTML; the shell keeps them in step once it runs): the same texts PageMeta sets.
const TEXTS = { ua, pl, ro, en } as const;
const pageMeta = Object.fromEntries(
  Object.keys(MARKETS).map((locale) => {
    const { common } = TEXTS[locale as keyof typeof TEXTS];
    const pages = common.pages as Record<string, { title: string; description: string }>;
    return [
      locale,
      {
        notFound: { title: `${common.notFound.title} · ${common.brand}`, description: common.notFound.text },
        // The header's texts for the static first screen of a CMS page (scripts/prerender-content.mjs).
        header: {
          brand: common.brand,
          therapists: common.therapists,
          language: common.language,
        },
        ...Object.fromEntries(
          [...NAMED_PAGES].map((key) => {
            const page = pages[key];
            if (!page) throw new Error(`common.pages.${key} has no text in ${locale}`);
            return [key, { title: `${page.title} · ${common.brand}`, description: page.description }];
          }),
        ),
      },
    ];
  }),
);

export default createAppConfig({
  ...federation,
  port: Number(process.env.SHELL_PORT ?? 3000),
  dirname: __dirname,
  emitFiles: {
    'route-table.json': `${JSON.stringify(routeTable, null, 2)}\n`,
    'page-meta.json': `${JSON.stringify(pageMeta, null, 2)}\n`,
  },
});
