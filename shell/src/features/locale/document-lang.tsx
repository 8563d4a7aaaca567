// The document's lang attribute follows the store locale (docs/rules.md ).
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectLocale } from '@rozmova/web/store/global/selectors';
import type { GlobalState } from '@rozmova/web/store/global/types';
import { htmlLang } from './locale-choice';

export function DocumentLang(): null {
  const locale = useSelector((state: GlobalState) => selectLocale(state));
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  return null;
}
