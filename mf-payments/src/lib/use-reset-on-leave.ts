// The store outlives a page: a purchase started, a code redeemed or a result shown on one visit must not
// greet the next one (a stale "redirecting", a navigation on an old answer). The page's slices go back to
// idle when it goes.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { RequestSlice } from '@rozmova/web/store/request-slice';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useResetOnLeave(slices: ReadonlyArray<RequestSlice<any, any>>): void {
  const dispatch = useDispatch();
  useEffect(
    () => () => {
      for (const slice of slices) dispatch(slice.reset());
    },
    [dispatch, slices],
  );
}
