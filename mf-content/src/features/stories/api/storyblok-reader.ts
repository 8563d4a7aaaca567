// The storyblok-js-client side of the story source (story-source.ts), a chunk of its own: a page whose
// story came with the HTML (its first) never needs it; later pages, drafts and a CDN that did not
// simply answer do.
import StoryblokClient, { type ISbError } from 'storyblok-js-client';
import type { ContentConfig } from '../../../config/content-config';
import { ContentUnavailableError, type StoryRequest, type StoryResult, withTimeout } from './story-request';

function clientFor(
  config: ContentConfig,
  accessToken: string,
  cached: boolean,
  fetchImpl: typeof fetch,
): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    fetch: withTimeout(fetchImpl),
    // Published stories change rarely and the CDN's `cv` invalidates them; drafts must always be fresh.
    ...(cached ? { cache: { type: 'memory' as const, clear: 'auto' as const } } : {}),
  });
}

export type StoryblokReader = (request: StoryRequest) => Promise<StoryResult>;

/**
 * Reads stories with storyblok-js-client. `cacheVersion`: the space's `cv` of an answer read without the
 * client, so its next requests carry it as the client's own would have.
 */
export function createStoryblokReader(
  config: ContentConfig,
  fetchImpl: typeof fetch,
  cacheVersion: number | null,
): StoryblokReader {
  const published = clientFor(config, config.token, true, fetchImpl);
  if (cacheVersion !== null && !published.cacheVersion()) published.setCacheVersion(cacheVersion);
  const draft = config.previewToken ? clientFor(config, config.previewToken, false, fetchImpl) : null;

  return async ({ fullSlug, language, version }) => {
    // Without a preview token this build cannot read drafts: editors get the published page and a note.
    const useDraft = version === 'draft' && draft !== null;
    const client = useDraft ? draft : published;
    try {
      const response = await client.getStory(fullSlug, {
        version: useDraft ? 'draft' : 'published',
        ...(language && language !== 'default' ? { language } : {}),
      });
      return { kind: 'found', story: response.data.story, version: useDraft ? 'draft' : 'published' };
    } catch (error) {
      const failure = error as ISbError;
      if (failure?.status === 404) return { kind: 'not_found' };
      throw new ContentUnavailableError(failure?.message ?? String(error), failure?.status ?? null);
    }
  };
}
