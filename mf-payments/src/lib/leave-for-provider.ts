// The last step of starting a purchase: once the order exists, the browser leaves for the provider's page.
// A saga of its own beside the purchase's request slice, so the component only dispatches and reads.
import { call, takeEvery } from 'redux-saga/effects';
import type { RequestAction, RequestSlice } from '@rozmova/web/store/request-slice';
import { redirect } from './redirect';

export function leaveForProvider<Args, Data>(
  purchase: RequestSlice<Args, Data>,
  checkoutUrl: (data: Data) => string | null | undefined,
  go: (url: string) => void = (url) => redirect.to(url),
): () => Generator {
  return function* watch() {
    yield takeEvery(purchase.types.success, function* leave(action: RequestAction<Args, Data>) {
      const url = checkoutUrl(action.data as Data);
      if (url) yield call(go, url);
    });
  };
}
