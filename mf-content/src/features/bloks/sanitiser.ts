// DOMPurify (sanitise-html.ts) is a chunk of its own: most pages have no html_code block and never load
// it. A page that has one waits for it before it shows (`prepareBloks`), so its markup appears with the
// rest of the page, and always sanitised.
import { isBlok, type Blok } from '../../lib/blok';

export type Sanitise = (html: string) => string;

let loaded: Sanitise | null = null;
let loading: Promise<Sanitise> | undefined;

/** The sanitiser once its chunk has arrived, else null. */
export function loadedSanitiser(): Sanitise | null {
  return loaded;
}

export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import(/* webpackChunkName: "sanitise-html" */ './sanitise-html').then(
    ({ sanitiseHtml }) => (loaded = sanitiseHtml),
    (error: unknown) => {
      // A failed download may be retried by the next page that needs it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function holdsHtmlCode(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsHtmlCode);
  if (!value || typeof value !== 'object') return false;
  if (isBlok(value) && value.component === 'html_code') return true;
  return Object.values(value).some(holdsHtmlCode);
}

/** What a story's blocks need before they render: the sanitiser, when one of them is an html_code block. */
export async function prepareBloks(content: Blok): Promise<void> {
  if (holdsHtmlCode(content)) await loadSanitiser();
}
