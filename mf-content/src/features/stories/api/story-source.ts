// Reads stories through storyblok-js-client, from Storyblok or from the local stand-in alike. The page's
// first published story is the one the shell's server hinted in the HTML (`<link rel=preload as=fetch>`,
// the same address the client asks first): it is read with a plain fetch of that address, so a CMS page
// renders without the client's chunk; everything else goes through the client (storyblok-reader.ts),
// loaded when first needed.
import type { ISbStoryData } from 'storyblok-js-client';
import type { ContentConfig, StoryblokRegion } from '../../../config/content-config';
import type { StoryblokReader } from './storyblok-reader';
import {
  ContentUnavailableError,
  withTimeout,
  type StoryRequest,
  type StoryResult,
  type StorySource,
} from './story-request';

export {
  ContentUnavailableError,
  withTimeout,
  type StoryRequest,
  type StoryResult,
  type StorySource,
  type StoryVersion,
} from './story-request';

/** storyblok-js-client's API host per region (its `getRegionURL`). */
const REGION_HOSTS: Record<StoryblokRegion, string> = {
  eu: 'api.storyblok.com',
  us: 'api-us.storyblok.com',
  ap: 'api-ap.storyblok.com',
  ca: 'api-ca.storyblok.com',
  cn: 'app.storyblokchina.cn',
};

/**
 * The address storyblok-js-client asks first for a published story: `version`, `language` (unless the
 * space's default), `token`, in that order, and no `cv` yet. The shell's server hints the same one
 * (scripts/shell-page-content.mjs `storyUrl`).
 */
export function publishedStoryUrl(config: ContentConfig, fullSlug: string, language: string): string {
  const endpoint = config.endpoint ?? `https://${REGION_HOSTS[config.region]}/v2`;
  const query = [
    'version=published',
    ...(language && language !== 'default' ? [`language=${encodeURIComponent(language)}`] : []),
    `token=${encodeURIComponent(config.token)}`,
  ].join('&');
  return new URL(`${endpoint}/cdn/stories/${fullSlug}?${query}`).href;
}

/** The first published story's answer: a result, or null when the client must ask (any other status). */
async function readHinted(
  config: ContentConfig,
  fetchImpl: typeof fetch,
  { fullSlug, language }: StoryRequest,
): Promise<{ result: StoryResult; cv: number | null } | null> {
  let response: Response;
  try {
    // As the client asks: a GET with `Accept: application/json`, so the hinted answer is the one used.
    response = await withTimeout(fetchImpl)(publishedStoryUrl(config, fullSlug, language), {
      method: 'get',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    // Unreachable or timed out: what the client reports then (no status).
    throw new ContentUnavailableError(error instanceof Error ? error.message : String(error), null);
  }
  if (response.status === 404) return { result: { kind: 'not_found' }, cv: null };
  if (response.status !== 200) return null;
  const data = (await response.json().catch(() => null)) as { story?: ISbStoryData; cv?: number } | null;
  if (!data?.story) return null;
  return {
    result: { kind: 'found', story: data.story, version: 'published' },
    cv: typeof data.cv === 'number' ? data.cv : null,
  };
}

const requestKey = ({ fullSlug, language, version }: StoryRequest): string => `${version} ${language} ${fullSlug}`;

export function createStorySource(
  config: ContentConfig,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): StorySource {
  let firstAsked = false;
  let cacheVersion: number | null = null;
  // The hinted story, kept for the page's lifetime as the client keeps the published ones it reads.
  const early = new Map<string, StoryResult>();
  let reader: Promise<StoryblokReader> | undefined;
  const client = (): Promise<StoryblokReader> =>
    (reader ??= import(/* webpackChunkName: "storyblok-reader" */ './storyblok-reader').then(
      ({ createStoryblokReader }) => createStoryblokReader(config, fetchImpl, cacheVersion),
    ));

  return {
    async getStory(request) {
      const known = early.get(requestKey(request));
      if (known) return known;
      if (request.version === 'published' && !firstAsked) {
        firstAsked = true;
        const hinted = await readHinted(config, fetchImpl, request);
        if (hinted) {
          cacheVersion = hinted.cv;
          if (hinted.result.kind === 'found') early.set(requestKey(request), hinted.result);
          return hinted.result;
        }
      }
      return (await client())(request);
    },
  };
}

let defaultSource: StorySource | undefined;

/** One source per page load, so the published-story cache is shared by every page visited. */
export function defaultStorySource(config: () => ContentConfig): StorySource {
  defaultSource ??= createStorySource(config());
  return defaultSource;
}
