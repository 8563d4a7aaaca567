// Renders the remote as the shell does: inside a router, with an i18next instance bound to React.
import { act, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ISbStoryData } from 'storyblok-js-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import ContentApp from '../app/app';
import type { StoryRequest, StoryResult, StorySource } from '../features/stories/api/story-source';
import type { Blok } from '../lib/blok';

export function createTestI18n(language = 'ua'): typeof i18next {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  return instance;
}

export function storyOf(content: Blok, fullSlug = 'ua/home'): ISbStoryData {
  return {
    name: fullSlug,
    full_slug: fullSlug,
    slug: fullSlug.split('/').pop() ?? '',
    content,
  } as unknown as ISbStoryData;
}

/** A story source answering from a map of full slug -> content, recording every request. */
export class FakeSource implements StorySource {
  readonly requests: StoryRequest[] = [];
  failuresLeft = 0;
  /** false: like a build without a preview token, drafts are answered with the published story. */
  canReadDrafts = true;

  constructor(
    private readonly published: Record<string, Blok>,
    private readonly drafts: Record<string, Blok> = {},
  ) {}

  async getStory(request: StoryRequest): Promise<StoryResult> {
    this.requests.push(request);
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('content service unreachable');
    }
    const version = request.version === 'draft' && this.canReadDrafts ? 'draft' : 'published';
    // As in Storyblok, the draft of a story without unpublished changes is the published content.
    const content =
      (version === 'draft' ? this.drafts[request.fullSlug] : undefined) ?? this.published[request.fullSlug];
    if (!content) return { kind: 'not_found' };
    return { kind: 'found', story: storyOf(content, request.fullSlug), version };
  }
}

export function LocationProbe(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders and lets the story request settle, so assertions see what the visitor sees next. */
export async function renderContent(
  path: string,
  source: StorySource,
  locale: MarketLocale = 'ua',
): Promise<RenderResult> {
  const i18n = createTestI18n(locale);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={`/${locale}/*`}
              element={<ContentApp locale={locale} basePath={`/${locale}`} source={source} />}
            />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  return result!;
}
