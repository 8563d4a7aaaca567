// The therapist list and one therapist, as the pages read them: the request slices' state for exactly the asked
// question (an answer for other filters or another therapist counts as still loading).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useRequest } from '@rozmova/web/store/use-slice';
import type { RequestState } from '@rozmova/web/store/request-slice';
import type { TherapistCard, TherapistFilters, TherapistsPage } from '../../../lib/get-therapists';
import { therapistSlice, therapistsSlice } from '../store/therapists-slices';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

function loadOf<Args, T>(state: RequestState<Args, T>, key: string): Load<T> {
  if (JSON.stringify(state.args) !== key) return { status: 'loading' };
  if (state.status === 'ready') return { status: 'success', data: state.data as T };
  if (state.status === 'failed') return { status: 'error' };
  return { status: 'loading' };
}

export function useTherapists(
  locale: MarketLocale,
  filters: TherapistFilters,
): Load<TherapistsPage> & { reload: () => void } {
  const args = { locale, filters };
  const key = JSON.stringify(args);
  const state = useRequest(therapistsSlice, args, key);
  return { ...loadOf(state, key), reload: state.reload };
}

export function useTherapist(locale: MarketLocale, id: string): Load<TherapistCard | null> & { reload: () => void } {
  const args = { locale, id };
  const key = JSON.stringify(args);
  const state = useRequest(therapistSlice, args, key);
  return { ...loadOf(state, key), reload: state.reload };
}
