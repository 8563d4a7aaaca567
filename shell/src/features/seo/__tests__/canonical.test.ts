import { canonicalUrl } from '../canonical';
import { KNOWN_PATTERNS } from '../../../lib/route-owners';

const site = 'https://rozmova.com.ua';

test('a static page gets {site host}/{locale}{path}', () => {
  expect(canonicalUrl(site, 'ua', 'home', KNOWN_PATTERNS)).toBe('https://rozmova.com.ua/ua/home');
  expect(canonicalUrl(site, 'pl', 'login/', KNOWN_PATTERNS)).toBe('https://rozmova.com.ua/pl/login');
});

test('/therapists is excluded', () => {
  expect(canonicalUrl(site, 'ua', 'therapists', KNOWN_PATTERNS)).toBeNull();
});

test('a path with a dynamic segment gets none', () => {
  expect(canonicalUrl(site, 'ua', 'cabinet/video_call/couple/123', KNOWN_PATTERNS)).toBeNull();
  expect(canonicalUrl(site, 'en', 'checkout/order-9', KNOWN_PATTERNS)).toBeNull();
  // A CMS page reached only through `:slug` is dynamic...
  expect(canonicalUrl(site, 'ro', 'about', KNOWN_PATTERNS)).toBeNull();
  // ...unless its remote declares it by name.
  expect(canonicalUrl(site, 'ro', 'about', [...KNOWN_PATTERNS, 'about'])).toBe('https://rozmova.com.ua/ro/about');
});
