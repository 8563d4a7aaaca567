import { useSelector } from 'react-redux';
import type { RequestSlice, RequestState } from './request-slice';

export function useSlice<Args, Data>(slice: RequestSlice<Args, Data>): RequestState<Args, Data> {
  return useSelector((root: unknown) => slice.select(root));
}
