import { useCallback, useEffect, useState } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { getTherapist, getTherapists, type TherapistFilters } from '../../../lib/get-therapists';
import type { TherapistCard, TherapistsPage } from '../../../lib/get-therapists';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

export function useTherapists(
  locale: MarketLocale,
  filters: TherapistFilters,
): Load<TherapistsPage> & { reload: () => void } {
  const [state, setState] = useState<Load<TherapistsPage>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filters);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getTherapists(locale, JSON.parse(key) as TherapistFilters, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [locale, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

export function useTherapist(locale: MarketLocale, id: string): Load<TherapistCard | null> & { reload: () => void } {
  const [state, setState] = useState<Load<TherapistCard | null>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getTherapist(locale, id, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [locale, id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
