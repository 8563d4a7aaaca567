import { fullSlugFor, isValidSlug, slugFromPath } from '../story-path';

describe('story paths', () => {
  it('reads the slug after the locale, the locale root being home', () => {
    expect(slugFromPath('/pl/faq', '/pl')).toBe('faq');
    expect(slugFromPath('/pl/faq/', '/pl')).toBe('faq');
    expect(slugFromPath('/ro', '/ro')).toBe('home');
    expect(slugFromPath('/en/guides/anxiety', '/en')).toBe('guides/anxiety');
  });

  it('lets only plain lower-case slugs reach the content API', () => {
    expect(isValidSlug('about')).toBe(true);
    expect(isValidSlug('guides/first-session')).toBe(true);
    for (const bad of ['../secrets', 'About', 'a b', 'faq?x=1', '', 'x//y', '%2e%2e'])
      expect(isValidSlug(bad)).toBe(false);
  });

  it('puts a market page in its storyblok folder', () => {
    expect(fullSlugFor('ua', 'home')).toBe('ua/home');
    expect(fullSlugFor('en', 'pricing')).toBe('en/pricing');
  });
});
