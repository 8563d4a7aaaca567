import { localisedPath } from '../locale-choice';

describe('addresses without a market locale', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'i18next=; max-age=0';
  });

  it('send an unknown language code to the detected language, not to a 404 in the default one', () => {
    localStorage.setItem('i18nextLng', 'pl');
    expect(localisedPath('/xx/home')).toBe('/pl/home');
    expect(localisedPath('/en-US/therapists')).toBe('/pl/therapists');
    expect(localisedPath('/es/home')).toBe('/pl/home');
  });

  it('keep a path that is a page and add the market in front of it', () => {
    localStorage.setItem('i18nextLng', 'ro');
    expect(localisedPath('/login')).toBe('/ro/login');
    expect(localisedPath('/faq')).toBe('/ro/faq');
    expect(localisedPath('/')).toBe('/ro/home');
  });
});
