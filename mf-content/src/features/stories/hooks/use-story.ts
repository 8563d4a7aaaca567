import { useCallback, useEffect, useState } from 'react';
import type { ISbStoryData } from 'storyblok-js-client';
import type { StorySource, StoryVersion } from '../api/story-source';

export type StoryState =
  | { status: 'loading' }
  | { status: 'found'; story: ISbStoryData; version: StoryVersion }
  | { status: 'not_found' }
  | { status: 'error' };

interface UseStoryArgs {
  source: StorySource;
  /** null: the address cannot name a story, so there is nothing to ask for. */
  fullSlug: string | null;
  language: string;
  preview: boolean;
  /** What the story's content needs before it renders (code loaded on demand); its failure is not the page's. */
  prepare?: (content: unknown) => Promise<void>;
}

export function useStory({ source, fullSlug, language, preview, prepare }: UseStoryArgs): {
  state: StoryState;
  retry: () => void;
} {
  const [state, setState] = useState<StoryState>(fullSlug === null ? { status: 'not_found' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fullSlug === null) {
      setState({ status: 'not_found' });
      return undefined;
    }
    // A late answer for a page the visitor already left must not replace the page they are on.
    let current = true;
    setState({ status: 'loading' });
    source
      .getStory({ fullSlug, language, version: preview ? 'draft' : 'published' })
      .then(async (result) => {
        if (result.kind === 'found' && prepare) await prepare(result.story.content).catch(() => undefined);
        if (!current) return;
        setState(
          result.kind === 'found'
            ? { status: 'found', story: result.story, version: result.version }
            : { status: 'not_found' },
        );
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(`mf-content: could not load story "${fullSlug}"`, error);
        setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [source, fullSlug, language, preview, prepare, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
