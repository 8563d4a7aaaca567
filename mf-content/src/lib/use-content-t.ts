import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from './page-context';

export type ContentT = (key: string, options?: Record<string, unknown>) => string;

/** Texts of the `content` namespace in the page's own language, whatever language the shell is in. */
export function useContentT(): ContentT {
  const { locale } = usePageContext();
  const { t } = useTranslation('content', { lng: locale });
  return useCallback<ContentT>((key, options) => String(t(key, options ?? {})), [t]);
}
