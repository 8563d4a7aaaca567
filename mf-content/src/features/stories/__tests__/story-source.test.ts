/**
 * @jest-environment node
 */
// The remote's story source (storyblok-js-client inside) against the local content server, which
// speaks the Content Delivery API: published vs draft, market folders and languages, not found,
// and a content service that is down.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { MARKET_LOCALES, MARKETS } from '@rozmova/contracts/markets';
import { createContentServer } from '../../../../content-server/server';
import { resolveContentConfig, type ContentConfig } from '../../../config/content-config';
import { LOCAL_PREVIEW_TOKEN, LOCAL_PUBLIC_TOKEN } from '../../../config/local-content-source';
import { ContentUnavailableError, createStorySource, publishedStoryUrl } from '../api/story-source';
import { fullSlugFor } from '../story-path';

let server: Server;
let config: ContentConfig;
const seen: string[] = [];

beforeAll(async () => {
  const inner = createContentServer({
    contentDir: join(__dirname, '../../../../content'),
    publicToken: LOCAL_PUBLIC_TOKEN,
    previewToken: LOCAL_PREVIEW_TOKEN,
  });
  // Record what the client asks for, to check the market's language travels with the request.
  server = inner.on('request', (req) => seen.push(req.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = resolveContentConfig({
    STORYBLOK_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createStorySource', () => {
  it.each(MARKET_LOCALES)('reads the %s home page from the market folder, in the market language', async (locale) => {
    const source = createStorySource(config);
    const result = await source.getStory({
      fullSlug: fullSlugFor(locale, 'home'),
      language: MARKETS[locale].locales.storyblok_lang,
      version: 'published',
    });
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.story.full_slug).toBe(`${MARKETS[locale].locales.storyblok_folder_prefix}/home`);
    expect(result.story.content.component).toBe('Article');
    const lang = MARKETS[locale].locales.storyblok_lang;
    expect(result.story.lang).toBe(lang);
    const last = seen.filter((url) => url.includes(`/cdn/stories/${locale}/home`)).pop() ?? '';
    if (lang === 'default') expect(last).not.toContain('language=');
    else expect(last).toContain(`language=${lang}`);
  });

  it('shows the saved draft in preview and the published page otherwise', async () => {
    const source = createStorySource(config);
    const published = await source.getStory({ fullSlug: 'ua/faq', language: 'default', version: 'published' });
    const draft = await source.getStory({ fullSlug: 'ua/faq', language: 'default', version: 'draft' });
    if (published.kind !== 'found' || draft.kind !== 'found') throw new Error('ua/faq should exist');
    expect(published.version).toBe('published');
    expect(draft.version).toBe('draft');
    expect(JSON.stringify(draft.story.content)).not.toBe(JSON.stringify(published.story.content));
  });

  it('falls back to the published page when this build has no preview token', async () => {
    const source = createStorySource({ ...config, previewToken: null });
    const result = await source.getStory({ fullSlug: 'ua/faq', language: 'default', version: 'draft' });
    expect(result).toMatchObject({ kind: 'found', version: 'published' });
  });

  it('says not_found for a story that does not exist', async () => {
    const source = createStorySource(config);
    expect(await source.getStory({ fullSlug: 'pl/no-such-page', language: 'pl', version: 'published' })).toEqual({
      kind: 'not_found',
    });
  });

  it('throws ContentUnavailableError when the token is refused', async () => {
    const source = createStorySource({ ...config, token: 'revoked' });
    await expect(
      source.getStory({ fullSlug: 'ua/home', language: 'default', version: 'published' }),
    ).rejects.toMatchObject({
      name: 'ContentUnavailableError',
      status: 401,
    });
  });

  it('throws ContentUnavailableError when the content service is down', async () => {
    const probe = createContentServer({ contentDir: __dirname, publicToken: 'a', previewToken: 'b' });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const source = createStorySource({ ...config, endpoint: `http://127.0.0.1:${port}/v2` });
    const failure = source.getStory({ fullSlug: 'ua/home', language: 'default', version: 'draft' });
    await expect(failure).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

describe('the page’s first story', () => {
  /** A fetch that answers from the content server and records every address asked. */
  function recordingFetch(first?: Response): { fetchImpl: typeof fetch; asked: string[] } {
    const asked: string[] = [];
    let pending = first;
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(url);
      if (pending) {
        const answer = pending;
        pending = undefined;
        return answer;
      }
      return fetch(url, init);
    };
    return { fetchImpl, asked };
  }

  it('is read with one request to the address the shell hints, the same the client would ask', async () => {
    const { fetchImpl, asked } = recordingFetch();
    const source = createStorySource(config, fetchImpl);
    const result = await source.getStory({ fullSlug: 'pl/home', language: 'pl', version: 'published' });
    expect(result).toMatchObject({ kind: 'found', version: 'published', story: { full_slug: 'pl/home' } });
    const endpoint = config.endpoint ?? '';
    expect(asked).toEqual([`${endpoint}/cdn/stories/pl/home?version=published&language=pl&token=${config.token}`]);
    expect(asked[0]).toBe(publishedStoryUrl(config, 'pl/home', 'pl'));
    // Kept for the page's life, as the client keeps the published stories it reads.
    await source.getStory({ fullSlug: 'pl/home', language: 'pl', version: 'published' });
    expect(asked).toHaveLength(1);
  });

  it('hands every later story to the client, which carries the space’s cache version on', async () => {
    const { fetchImpl, asked } = recordingFetch();
    const source = createStorySource(config, fetchImpl);
    await source.getStory({ fullSlug: 'ua/home', language: 'default', version: 'published' });
    // A story no other test read: the client's memory of published stories is its module's.
    const privacy = await source.getStory({ fullSlug: 'ua/privacy', language: 'default', version: 'published' });
    expect(privacy).toMatchObject({ kind: 'found', story: { full_slug: 'ua/privacy' } });
    expect(asked).toHaveLength(2);
    expect(new URL(asked[1]!).searchParams.get('cv')).toMatch(/^\d+$/);
  });

  it('says not_found at once for a story the hinted answer does not have', async () => {
    const { fetchImpl, asked } = recordingFetch();
    const source = createStorySource(config, fetchImpl);
    expect(await source.getStory({ fullSlug: 'ua/no-such-page', language: 'default', version: 'published' })).toEqual({
      kind: 'not_found',
    });
    expect(asked).toHaveLength(1);
  });

  it('leaves an answer other than a story or a 404 to the client (a rate limit is retried there)', async () => {
    const limited = new Response(JSON.stringify({ error: 'slow down' }), { status: 429 });
    const { fetchImpl, asked } = recordingFetch(limited);
    const source = createStorySource(config, fetchImpl);
    const result = await source.getStory({ fullSlug: 'ua/home', language: 'default', version: 'published' });
    expect(result).toMatchObject({ kind: 'found', story: { full_slug: 'ua/home' } });
    expect(asked).toHaveLength(2);
    const withoutCv = (address: string): string => {
      const url = new URL(address);
      url.searchParams.delete('cv');
      return url.href;
    };
    expect(withoutCv(asked[1]!)).toBe(asked[0]);
  });
});
