import { createAppConfig } from '@rozmova/build/webpack-app';
import { MARKETS } from '@rozmova/contracts/markets';
import { federation } from './module-federation.config';
import { OWNER_RULES } from '@rozmova/contracts/routes/paths';
import { htmlLang } from './src/features/locale/locale-choice';

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
};

export default createAppConfig({
  ...federation,
  port: Number(process.env.SHELL_PORT ?? 3000),
  dirname: __dirname,
  emitFiles: { 'route-table.json': `${JSON.stringify(routeTable, null, 2)}\n` },
});
