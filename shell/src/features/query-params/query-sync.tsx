// Address bar <-> store: every navigation writes the query into `routeQuery`; a change of the synced
// pair in the store (e.g. the booking widget choosing a therapist) is written back to the address bar.
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { setRouteQuery } from '@rozmova/web/store/global/actions';
import { selectRouteQuery } from '@rozmova/web/store/global/selectors';
import type { GlobalState } from '@rozmova/web/store/global/types';
import { SYNCED_QUERY_PARAMS, isFalsyParam, queryToRecord, storeMarketingParams, syncedSearch } from './query-rules';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function QuerySync(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const storeQuery = useSelector((state: GlobalState) => selectRouteQuery(state));
  const lastSearch = useRef<string | null>(null);

  // Address bar -> store (and local storage for attribution params).
  useEffect(() => {
    storeMarketingParams(location.search, localStorageOrNull());
    const query = queryToRecord(location.search);
    // A falsy synced param that arrived in the address leaves it at once.
    const falsy = SYNCED_QUERY_PARAMS.filter((key) => key in query && isFalsyParam(query[key]));
    if (falsy.length > 0) {
      const params = new URLSearchParams(location.search);
      for (const key of falsy) params.delete(key);
      const next = params.toString();
      navigate({ pathname: location.pathname, search: next ? `?${next}` : '', hash: location.hash }, { replace: true });
      return;
    }
    lastSearch.current = location.search;
    dispatch(setRouteQuery(query));
  }, [location.pathname, location.search, location.hash, dispatch, navigate]);

  // Store -> address bar, for the synced pair only, and only for what the store itself changed since
  // the last run: right after a navigation (or on the first render) the store may still be behind the
  // address, and "the store does not hold it yet" must never strip a link's parameter.
  const locationRef = useRef(location);
  locationRef.current = location;
  const previousStoreQuery = useRef(storeQuery);
  useEffect(() => {
    const previous = previousStoreQuery.current;
    previousStoreQuery.current = storeQuery;
    const current = locationRef.current;
    if (lastSearch.current !== current.search) return;
    const next = syncedSearch(current.search, previous, storeQuery);
    if (next !== null) navigate({ pathname: current.pathname, search: next, hash: current.hash }, { replace: true });
  }, [storeQuery, navigate]);

  return null;
}
