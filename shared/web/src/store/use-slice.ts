// Reading a request slice from a component, and asking for its data: the component dispatches, the
// slice's saga fetches (see request-slice.ts).
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RequestSlice, RequestState } from '@rozmova/web/store/request-slice';

export function useSlice<Args, Data>(slice: RequestSlice<Args, Data>): RequestState<Args, Data> {
  return useSelector((root: unknown) => slice.select(root));
}

/**
 * The slice's state, with `request(args)` dispatched on mount and whenever `key` changes (default: the
 * args as JSON). `args === null` asks for nothing yet (e.g. an id still missing).
 */
export function useRequest<Args, Data>(
  slice: RequestSlice<Args, Data>,
  args: Args | null,
  key: string = JSON.stringify(args ?? null),
): RequestState<Args, Data> & { reload: () => void } {
  const dispatch = useDispatch();
  const state = useSlice(slice);
  useEffect(() => {
    if (args !== null) dispatch(slice.request(args));
    // `key` stands for `args`: a new object with the same content asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slice, key]);
  return { ...state, reload: () => (args !== null ? void dispatch(slice.request(args)) : undefined) };
}

/**
 * The store outlives a page: a purchase started, a code redeemed, an answer shown on one visit must not greet the
 * next one (a stale "redirecting", a navigation on an old answer, another panel's free times). These slices go back
 * to idle when the component goes. Pass an array that stays the same (a module constant): a new one resets.
 */
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
