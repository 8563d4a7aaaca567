// The my-data page's download link: a plain link the browser follows (not a call the page makes).
import { buildApiUrl } from '@rozmova/web/api-client';
import { exportMyData } from '@rozmova/contracts/endpoints/my-data';

export const EXPORT_PATH = exportMyData.path;

/** The api answers with a download (Content-Disposition: attachment). */
export function exportUrl(): string {
  return buildApiUrl(EXPORT_PATH, {});
}
