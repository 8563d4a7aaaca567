// The CMS pages of the shell's server (shell-pages.mjs): where the content source is, and whether a story
// exists with its title, description and content, asked as mf-content asks and kept CONTENT_TTL_MS.
import { fetchWithTimeout } from './shell-page-http.mjs';

const CONTENT_TTL_MS = 60_000;

/**
 * The stories of the content source for the locales of the route table.
 * @param {{ table: { locales: Record<string, { contentFolder?: string, contentLanguage?: string }> } | null, contentSource: { endpoint: string, token: string } | null }} options
 */
export function contentStories({ table, contentSource }) {
  /** The address mf-content's Storyblok client asks first for a published story (same parameters, same order). */
  function storyUrl(locale, slug) {
    const { contentFolder = locale, contentLanguage = 'default' } = table.locales[locale] ?? {};
    const language =
      contentLanguage && contentLanguage !== 'default' ? `&language=${encodeURIComponent(contentLanguage)}` : '';
    return `${contentSource.endpoint}/cdn/stories/${contentFolder}/${slug}?version=published${language}&token=${encodeURIComponent(contentSource.token)}`;
  }

  const storyCache = new Map();
  /** Whether the story exists, and its title and description as mf-content names the page. */
  async function storyInfo(locale, slug) {
    const key = `${locale}/${slug}`;
    const cached = storyCache.get(key);
    if (cached && cached.until > Date.now()) return cached;
    const url = storyUrl(locale, slug);
    let info = { exists: true, meta: null, story: null };
    try {
      const response = await fetchWithTimeout(url);
      // Only a clear "no such story" makes a 404; a content service that is down must not hide pages.
      if (response.status === 404) {
        await response.arrayBuffer();
        info = { exists: false, meta: null, story: null };
      } else if (response.ok) {
        const story = (await response.json())?.story;
        const content = story?.content ?? {};
        const text = (value) => (typeof value === 'string' ? value : '');
        const title = text(content.seo_title) || text(content.title) || text(story?.name);
        info = {
          exists: true,
          meta: title ? { title, description: text(content.seo_description) || text(content.intro) || null } : null,
          story: story ?? null,
        };
      } else {
        await response.arrayBuffer();
      }
    } catch {
      info = { exists: true, meta: null, story: null };
    }
    if (storyCache.size > 5000) storyCache.clear();
    const entry = { ...info, until: Date.now() + CONTENT_TTL_MS };
    storyCache.set(key, entry);
    return entry;
  }
  const storyExists = async (locale, slug) => (await storyInfo(locale, slug)).exists;

  return { storyUrl, storyInfo, storyExists };
}

const STORYBLOK_ENDPOINTS = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
};

/**
 * Where the shell's server asks whether a CMS page exists: the same source mf-content reads (its
 * README, "Configuring Storyblok"), with the public token, published stories only.
 */
export function contentSource(env, ports) {
  if (env.STORYBLOK_TOKEN) {
    const endpoint =
      env.STORYBLOK_ENDPOINT || STORYBLOK_ENDPOINTS[env.STORYBLOK_REGION || 'eu'] || STORYBLOK_ENDPOINTS.eu;
    return { endpoint: endpoint.replace(/\/+$/, ''), token: env.STORYBLOK_TOKEN };
  }
  // The stand-in's public token (mf-content/src/config/local-content-source.ts).
  const endpoint = env.STORYBLOK_ENDPOINT || `http://localhost:${ports.contentServer}/v2`;
  return { endpoint: endpoint.replace(/\/+$/, ''), token: 'local-public-token' };
}
