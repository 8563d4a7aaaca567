// What every app shows for a path it does not render: the shell for a path no app owns, a remote for a
// path under its own prefix it does not know (`/ua/gift-codes/x`). Texts: `common:notFound` in ua, pl, ro, en.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { setPageMeta } from '../page-meta';

export function NotFound({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t, i18n } = useTranslation('common');
  // The page says what it is in its title too, not the section's name (the static server's 404 does the same).
  useEffect(() => {
    setPageMeta(`${t('notFound.title')} · ${t('brand')}`, t('notFound.text'));
  }, [t, i18n.language]);
  return (
    <section
      style={{ maxWidth: 560, margin: '64px auto', textAlign: 'center', padding: '0 16px' }}
      data-testid="not-found"
    >
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={`/${locale}/${PATHS.content.home}`}>{t('notFound.action')}</Link>
    </section>
  );
}
