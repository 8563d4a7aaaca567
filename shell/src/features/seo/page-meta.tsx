// Title and description of every route the shell or a remote app renders, in the page's language:
// "Вхід · Розмова", "Płatność · Rozmova". Content pages (home, FAQ, crisis help...) are named by their
// story in mf-content, so the shell leaves those alone.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { setPageMeta } from '@rozmova/web/page-meta';
import { pageKeyOf } from './named-pages';

export { pageKeyOf };

export function PageMeta(): null {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const key = pageKeyOf(pathname);
  useEffect(() => {
    if (!key) return;
    setPageMeta(`${t(`pages.${key}.title`)} · ${t('brand')}`, t(`pages.${key}.description`));
  }, [key, t, i18n.language]);
  return null;
}
