// What deleting the account would lose, as a request slice (read when the person starts deleting).
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { STORE_KEY } from '../../../lib/store-key';
import type { DeletionPreview, MyDataApi } from '../api/my-data-api';

export const deletionPreviewSlice = createRequestSlice<MarketLocale, DeletionPreview>(STORE_KEY, 'deletion-preview');

export function myDataSagas(api: MyDataApi) {
  return [deletionPreviewSlice.saga(api.getDeletionPreview)];
}

export const myDataSlices = [deletionPreviewSlice];
