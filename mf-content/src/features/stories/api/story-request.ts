// What a story source is asked and answers, shared by the source (story-source.ts) and the client's
// chunk (storyblok-reader.ts).
import type { ISbStoryData } from 'storyblok-js-client';

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
export function withTimeout(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}
