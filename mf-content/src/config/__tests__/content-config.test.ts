import { resolveContentConfig } from '../content-config';
import { LOCAL_CONTENT_ENDPOINT, LOCAL_PREVIEW_TOKEN, LOCAL_PUBLIC_TOKEN } from '../local-content-source';

describe('resolveContentConfig', () => {
  it('uses the local content server when no Storyblok token is configured', () => {
    expect(resolveContentConfig({})).toEqual({
      source: 'local',
      endpoint: LOCAL_CONTENT_ENDPOINT,
      region: 'eu',
      token: LOCAL_PUBLIC_TOKEN,
      previewToken: LOCAL_PREVIEW_TOKEN,
    });
  });

  it('uses Storyblok by region when a token is set, reading drafts only with a preview token', () => {
    expect(resolveContentConfig({ STORYBLOK_TOKEN: 'pub', STORYBLOK_REGION: 'us' })).toEqual({
      source: 'storyblok',
      endpoint: null,
      region: 'us',
      token: 'pub',
      previewToken: null,
    });
    expect(resolveContentConfig({ STORYBLOK_TOKEN: 'pub', STORYBLOK_PREVIEW_TOKEN: 'prev' }).previewToken).toBe('prev');
  });

  it('accepts a custom endpoint ending in /v2, trailing slash or not', () => {
    expect(
      resolveContentConfig({ STORYBLOK_TOKEN: 't', STORYBLOK_ENDPOINT: 'https://cdn.example.org/v2/' }).endpoint,
    ).toBe('https://cdn.example.org/v2');
  });

  it.each([
    [{ STORYBLOK_REGION: 'mars' }, /STORYBLOK_REGION must be one of eu, us, ap, ca, cn/],
    [{ STORYBLOK_ENDPOINT: 'https://api.storyblok.com' }, /STORYBLOK_ENDPOINT must end in \/v2/],
    [{ STORYBLOK_ENDPOINT: 'ftp://x/v2' }, /STORYBLOK_ENDPOINT must be an http\(s\) address/],
    [{ STORYBLOK_PREVIEW_TOKEN: 'p' }, /STORYBLOK_PREVIEW_TOKEN is set but STORYBLOK_TOKEN is not/],
  ])('fails loudly naming the setting for %j', (env, message) => {
    expect(() => resolveContentConfig(env)).toThrow(message);
  });
});
