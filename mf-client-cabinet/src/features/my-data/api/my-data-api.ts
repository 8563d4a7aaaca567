// Everything the platform holds about the signed-in person, as one JSON file; what deleting it would lose.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest, buildApiUrl } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { deletionPreviewSchema } from '@rozmova/contracts/schemas/account-deletion';

export const EXPORT_PATH = '/v4/account/export_my_data';

/** The api answers with a download (Content-Disposition: attachment). */
export function exportUrl(): string {
  return buildApiUrl(EXPORT_PATH, {});
}

export const DELETION_PREVIEW_PATH = '/v4/account/deletion_preview';
export type DeletionPreview = FromSchema<typeof deletionPreviewSchema>;

/** What deleting the account would lose: prepaid sessions with their value, subscriptions, future sessions. */
export function getDeletionPreview(locale: MarketLocale, signal?: AbortSignal): Promise<DeletionPreview> {
  return apiRequest<DeletionPreview>(DELETION_PREVIEW_PATH, { configId: locale, signal });
}
