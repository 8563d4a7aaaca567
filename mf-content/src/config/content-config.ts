// Where stories come from. Storyblok is configuration (README.md, "Configuring Storyblok"); with
// nothing configured the remote reads mf-content's own content server, which speaks the same API.
import { LOCAL_CONTENT_ENDPOINT, LOCAL_PREVIEW_TOKEN, LOCAL_PUBLIC_TOKEN } from './local-content-source';

export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number];

export interface ContentConfig {
  source: 'storyblok' | 'local';
  /** A custom API base ending in /v2; absent: the region's Storyblok endpoint. */
  endpoint: string | null;
  region: StoryblokRegion;
  /** Public (published-only) or preview token used for published stories. */
  token: string;
  /** Token for drafts in `_storyblok` preview; null when this build must not read drafts. */
  previewToken: string | null;
}

export type ContentEnv = Partial<
  Record<'STORYBLOK_TOKEN' | 'STORYBLOK_PREVIEW_TOKEN' | 'STORYBLOK_REGION' | 'STORYBLOK_ENDPOINT', string>
>;

export class ContentConfigError extends Error {
  override name = 'ContentConfigError';
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads and checks the STORYBLOK_* settings; a wrong one fails the build naming what is wrong. */
export function resolveContentConfig(env: ContentEnv): ContentConfig {
  const token = blankToUndefined(env.STORYBLOK_TOKEN);
  const previewToken = blankToUndefined(env.STORYBLOK_PREVIEW_TOKEN);
  const regionValue = blankToUndefined(env.STORYBLOK_REGION) ?? 'eu';
  const endpointValue = blankToUndefined(env.STORYBLOK_ENDPOINT);

  if (!(STORYBLOK_REGIONS as readonly string[]).includes(regionValue)) {
    throw new ContentConfigError(
      `STORYBLOK_REGION must be one of ${STORYBLOK_REGIONS.join(', ')}; got "${regionValue}"`,
    );
  }
  let endpoint: string | null = null;
  if (endpointValue !== undefined) {
    endpoint = endpointValue.replace(/\/+$/, '');
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ContentConfigError(`STORYBLOK_ENDPOINT must be an http(s) address; got "${endpointValue}"`);
    }
    // storyblok-js-client appends "/cdn/stories/..." to the endpoint as given.
    if (!endpoint.endsWith('/v2')) {
      throw new ContentConfigError(
        `STORYBLOK_ENDPOINT must end in /v2 (e.g. https://api.storyblok.com/v2); got "${endpointValue}"`,
      );
    }
  }
  if (previewToken !== undefined && token === undefined) {
    throw new ContentConfigError('STORYBLOK_PREVIEW_TOKEN is set but STORYBLOK_TOKEN is not: set the public token too');
  }
  const region = regionValue as StoryblokRegion;
  if (token === undefined) {
    return {
      source: 'local',
      endpoint: endpoint ?? LOCAL_CONTENT_ENDPOINT,
      region,
      token: LOCAL_PUBLIC_TOKEN,
      previewToken: LOCAL_PREVIEW_TOKEN,
    };
  }
  return { source: 'storyblok', endpoint, region, token, previewToken: previewToken ?? null };
}

declare const __MF_CONTENT_CONFIG__: ContentConfig | undefined;

/** The configuration this bundle was built with (webpack.config.ts embeds it). */
export function builtContentConfig(): ContentConfig {
  return typeof __MF_CONTENT_CONFIG__ !== 'undefined' ? __MF_CONTENT_CONFIG__ : resolveContentConfig({});
}
