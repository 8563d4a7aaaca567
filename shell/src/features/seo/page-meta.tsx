// Title and description of every route the shell or a remote app renders, in the page's language:
// "Вхід · Розмова", "Płatność · Rozmova". Content pages (home, FAQ, crisis help...) are named by their
// story in mf-content, so the shell leaves those alone.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { setPageMeta } from '@rozmova/web/page-meta';

const NAMED_PAGES = new Set([
  'login',
  'register',
  'restore-password',
  'reset-password',
  'complete-registration',
  'telegram-support',
  'facebook-messenger-support',
  'therapists',
  'booking',
  'recommendation',
  'checkout',
  'payment',
  'tokens',
  'subscriptions',
  'gift-codes',
  'cabinet',
]);

/** The page a path under /{locale} is, for its title; null for content pages. */
export function pageKeyOf(pathname: string): string | null {
  const first = pathname.split('/')[2] ?? '';
  return NAMED_PAGES.has(first) ? first : null;
}

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
