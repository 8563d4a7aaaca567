import { useTranslation } from 'react-i18next';
import { MARKETS } from '@rozmova/contracts/markets';
import { supportLink } from '@rozmova/web/support/support-contacts';
import { useLocale } from '../locale/use-locale';
import styles from './layout.module.scss';

export function Footer(): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const link = supportLink(locale);
  return (
    <footer className={styles.footer}>
      <a href={link} data-testid="support-link">
        {t('support')}
      </a>
      <a href={MARKETS[locale].support.instagram} target="_blank" rel="noreferrer">
        Instagram
      </a>
      <span>© {new Date().getFullYear()} {t('brand')}</span>
    </footer>
  );
}
