// The <head> hints for the remote that owns a page (the shell's server, shell-pages.mjs): its manifest,
// remoteEntry.js, the chunks of its `./App` and its texts in the page's language (with the ICU formatter when
// they hold ICU messages), read from the remote's mf-manifest.json at the URL the run-time /remotes.json gives.
import { escapeAttr, fetchWithTimeout } from './shell-page-http.mjs';

/**
 * The language of a remote's own texts chunk from its file name (`booking-texts-ua-json.8ce67672.js`: the
 * chunk name its i18n loader gives, then the content hash); null for any other file. A remote's copy of the
 * shared texts (`texts-ua.…js`) is not its own: the shell's copy of the i18n module loads the shell's.
 * @param {string} file
 */
export function remoteTextsLocale(file) {
  return /(?:^|\/)[a-z][a-z-]*-texts-([a-z]{2})-json\.[0-9a-f]+\.js$/.exec(file)?.[1] ?? null;
}

/** A texts chunk that holds ICU messages: its namespace has an `icu` object (@rozmova/web/i18n/icu). */
const ICU_TEXTS = /["']?\bicu["']?\s*:\s*\{/;

/**
 * The hints of a remote for a page in a language, read again for each page: the remote's <link> tags, only
 * its preconnects when it is down, '' for a remote /remotes.json does not name.
 * @param {{ remotes: Record<string, string>, shellPreload: { icu?: string[] } | null }} options
 */
export function remoteHinter({ remotes, shellPreload }) {
  // Asked again for every page (concurrent asks share one request): a script preload that fails sticks
  // to its address in the browser, so hinting a remote that has just gone down would also break the
  // region's "try again" once it is back.
  const manifestRequests = new Map();
  function remoteHints(name, locale) {
    const key = `${name} ${locale}`;
    const pending = manifestRequests.get(key);
    if (pending) return pending;
    const request = readRemoteHints(name, locale).finally(() => manifestRequests.delete(key));
    manifestRequests.set(key, request);
    return request;
  }

  // Whether a remote's texts chunk holds ICU messages (the i18n module then loads the formatter before the
  // namespace is ready), by its content-hashed URL: a file at such an address never changes.
  const icuByTextsUrl = new Map();
  function textsNeedIcu(url) {
    const known = icuByTextsUrl.get(url);
    if (known) return known;
    const request = (async () => {
      try {
        const response = await fetchWithTimeout(url);
        if (!response.ok) {
          await response.arrayBuffer();
          icuByTextsUrl.delete(url);
          return false;
        }
        return ICU_TEXTS.test(await response.text());
      } catch {
        icuByTextsUrl.delete(url);
        return false;
      }
    })();
    if (icuByTextsUrl.size > 200) icuByTextsUrl.clear();
    icuByTextsUrl.set(url, request);
    return request;
  }

  /**
   * @param {string} name the remote
   * @param {string | undefined} locale the page's language: its texts chunk (and the ICU formatter when they
   *   hold ICU messages) are hinted with the remote's first chunks, else they are asked for a round trip after
   *   the remote's `./App` has run, and the formatter one more after that
   */
  async function readRemoteHints(name, locale) {
    const manifestUrl = remotes[name];
    if (!manifestUrl) return '';
    const base = new URL('.', manifestUrl).href;
    const origin = new URL(manifestUrl).origin;
    // Both connection pools: the manifest is fetched without credentials, scripts load with them.
    const links = [
      `<link rel="preconnect" href="${escapeAttr(origin)}">`,
      `<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`,
    ];
    try {
      const response = await fetchWithTimeout(manifestUrl);
      if (!response.ok) return links.join('\n    ');
      const manifest = await response.json();
      links.push(`<link rel="preload" href="${escapeAttr(manifestUrl)}" as="fetch" crossorigin>`);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name)
        links.push(
          `<link rel="preload" href="${escapeAttr(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href)}" as="script">`,
        );
      const app = manifest.exposes?.find((expose) => expose.path === './App');
      for (const file of app?.assets?.css?.sync ?? [])
        links.push(`<link rel="preload" href="${escapeAttr(new URL(file, base).href)}" as="style">`);
      for (const file of app?.assets?.js?.sync ?? [])
        links.push(`<link rel="preload" href="${escapeAttr(new URL(file, base).href)}" as="script">`);
      const texts = (app?.assets?.js?.async ?? [])
        .filter((file) => remoteTextsLocale(file) === locale)
        .map((file) => new URL(file, base).href);
      for (const url of texts) links.push(`<link rel="preload" href="${escapeAttr(url)}" as="script">`);
      const icu = shellPreload?.icu ?? [];
      if (icu.length && (await Promise.all(texts.map(textsNeedIcu))).some(Boolean))
        for (const file of icu) links.push(`<link rel="preload" href="/${escapeAttr(file)}" as="script">`);
    } catch {
      // the remote is down: the page shows its calm fallback, nothing of it to preload
    }
    return links.join('\n    ');
  }

  return remoteHints;
}
