import { useSelector } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { selectLocale } from '@rozmova/web/store/global/selectors';
import type { GlobalState } from '@rozmova/web/store/global/types';

export function useLocale(): MarketLocale {
  return useSelector((state: GlobalState) => selectLocale(state));
}
