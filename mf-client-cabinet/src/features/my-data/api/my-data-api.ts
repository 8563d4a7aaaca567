// Everything the platform holds about the signed-in person, as one JSON file; what deleting it would lose.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import { deletionPreview } from '@rozmova/contracts/endpoints/my-data';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { deletionPreviewSchema } from '@rozmova/contracts/schemas/account-deletion';

export type DeletionPreview = FromSchema<typeof deletionPreviewSchema>;

/** What deleting the account would lose: prepaid sessions with their value, subscriptions, future sessions. */
export function getDeletionPreview(locale: MarketLocale): Promise<DeletionPreview> {
  return call(deletionPreview, {}, { configId: locale });
}

/** What the my-data saga calls; tests hand it a fake. */
export const myDataApi = { getDeletionPreview };
export type MyDataApi = typeof myDataApi;
