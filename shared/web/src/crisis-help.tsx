// The way to crisis help from any page of any app: the footer, the booking pages, the cabinets. The page
// itself is a content story (`crisis-help` in every market's folder), so editors change the numbers and
// their hours in the CMS without a build.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useOptionalPopup } from '@rozmova/web/store/global/use-optional-popup';
import styles from './crisis-help.module.scss';

export const CRISIS_HELP_SLUG = 'crisis-help';

export function crisisHelpPath(locale: MarketLocale): string {
  return `/${locale}/${CRISIS_HELP_SLUG}`;
}

/**
 * A calm one-line notice with the link, for pages where a person may be struggling (booking, cabinet). It is
 * an optional popup: closed, it stays away for the visit; the footer's link is always there.
 */
export function CrisisHelpNotice({
  locale,
  className,
}: {
  locale: MarketLocale;
  className?: string;
}): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { open, dismiss } = useOptionalPopup('crisis_help_notice');
  if (!open) return null;
  return (
    <p className={className} data-testid="crisis-help-notice">
      {t('crisisHelp.notice')} <Link to={crisisHelpPath(locale)}>{t('crisisHelp.link')}</Link>{' '}
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('crisisHelp.dismiss')}
        title={t('crisisHelp.dismiss')}
        data-testid="crisis-help-notice-dismiss"
        className={styles.dismiss}
      >
        ×
      </button>
    </p>
  );
}
