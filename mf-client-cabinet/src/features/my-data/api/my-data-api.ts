// Everything the platform holds about the signed-in person, as one JSON file.
import { buildApiUrl } from '@rozmova/web/api-client';

export const EXPORT_PATH = '/v4/account/export_my_data';

/** The api answers with a download (Content-Disposition: attachment). */
export function exportUrl(): string {
  return buildApiUrl(EXPORT_PATH, {});
}
