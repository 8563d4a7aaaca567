// Lowest prices of the market for the page's {{personal_price}} / {{couple_price}}; null while loading
// and when the list cannot be had (the page then says the market's own default price).
import { useEffect, useState } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { getLowestPrices, type LowestPrices } from './lowest-prices';

export type LowestPricesState =
  { status: 'loading' } | { status: 'ready'; prices: LowestPrices } | { status: 'unavailable' };

export function useLowestPrices(locale: MarketLocale): LowestPricesState {
  const [state, setState] = useState<LowestPricesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getLowestPrices(locale, controller.signal).then(
      (prices) => !controller.signal.aborted && setState({ status: 'ready', prices }),
      () => !controller.signal.aborted && setState({ status: 'unavailable' }),
    );
    return () => controller.abort();
  }, [locale]);
  return state;
}
