// Reads stories through storyblok-js-client, from Storyblok or from the local stand-in alike.
import StoryblokClient, { type ISbError, type ISbStoryData } from 'storyblok-js-client';
import type { ContentConfig } from '../../../config/content-config';

export type StoryVersion = 'published' | 'draft';

export type StoryResult =
  | {
      kind: 'found';
      story: ISbStoryData;
      version: StoryVersion;
    }
  | { kind: 'not_found' };

export interface StoryRequest {
  fullSlug: string;
  /** The market's storyblok_lang; "default" is the space's default language. */
  language: string;
  version: StoryVersion;
}

export interface StorySource {
  getStory(request: StoryRequest): Promise<StoryResult>;
}

/** The content service could not answer (down, timed out, refused the token): try again later. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A hung content service must end in the calm "try again" message, not an endless skeleton. The
 * client's own `timeout` leaves its timer running when a request fails, so the limit lives here.
 */
function withTimeout(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

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

export function createStorySource(
  config: ContentConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): StorySource {
  const published = clientFor(config, config.token, true, fetchImpl);
  const draft = config.previewToken ? clientFor(config, config.previewToken, false, fetchImpl) : null;

  return {
    async getStory({ fullSlug, language, version }) {
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
    },
  };
}

let defaultSource: StorySource | undefined;

/** One source per page load, so the published-story cache is shared by every page visited. */
export function defaultStorySource(config: () => ContentConfig): StorySource {
  defaultSource ??= createStorySource(config());
  return defaultSource;
}
