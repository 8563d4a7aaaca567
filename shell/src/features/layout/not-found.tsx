import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../locale/use-locale';

export function NotFound(): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section style={{ maxWidth: 560, margin: '64px auto', textAlign: 'center', padding: '0 16px' }} data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={`/${locale}/home`}>{t('notFound.action')}</Link>
    </section>
  );
}
