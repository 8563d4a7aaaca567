// The way to crisis help from any page of any app: the footer, the booking pages, the cabinets. The page
// itself is a content story (`crisis-help` in every market's folder), so editors change the numbers and
// their hours in the CMS without a build.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';

export const CRISIS_HELP_SLUG = 'crisis-help';

export function crisisHelpPath(locale: MarketLocale): string {
  return `/${locale}/${CRISIS_HELP_SLUG}`;
}

/** A calm one-line notice with the link, for pages where a person may be struggling (booking, cabinet). */
export function CrisisHelpNotice({
  locale,
  className,
}: {
  locale: MarketLocale;
  className?: string;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <p className={className} data-testid="crisis-help-notice">
      {t('crisisHelp.notice')} <Link to={crisisHelpPath(locale)}>{t('crisisHelp.link')}</Link>
    </p>
  );
}
