import { useSelector } from 'react-redux';
import type { MarketLocale } from '@rozmova/shared/markets';
import { selectLocale } from '@rozmova/shared/store/global/selectors';
import type { GlobalState } from '@rozmova/shared/store/global/types';

export function useLocale(): MarketLocale {
  return useSelector((state: GlobalState) => selectLocale(state));
}
