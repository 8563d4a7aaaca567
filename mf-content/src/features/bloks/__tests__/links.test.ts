import { pathForFullSlug, resolveMultilink, safeHref } from '../links';

describe('safeHref', () => {
  it.each([
    ['/ua/therapists', { kind: 'internal', to: '/ua/therapists' }],
    ['https://example.org/a', { kind: 'external', href: 'https://example.org/a', newTab: true }],
    ['mailto:pomoc@rozmova.pl', { kind: 'external', href: 'mailto:pomoc@rozmova.pl', newTab: false }],
    ['tel:112', { kind: 'external', href: 'tel:112', newTab: false }],
    ['#faq', { kind: 'external', href: '#faq', newTab: false }],
  ])('lets %s through', (raw, expected) => {
    expect(safeHref(raw)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/\\evil.example/',
    'about',
    '',
  ])('refuses %j', (raw) => {
    expect(safeHref(raw)).toBeNull();
  });
});

describe('story links', () => {
  it('map a market folder back to its locale', () => {
    expect(pathForFullSlug('ro/faq')).toBe('/ro/faq');
    expect(pathForFullSlug('en/about')).toBe('/en/about');
  });

  it('resolve a multilink by its type', () => {
    expect(resolveMultilink({ linktype: 'story', cached_url: 'ua/pricing', anchor: 'couple' })).toEqual({
      kind: 'internal',
      to: '/ua/pricing#couple',
    });
    expect(resolveMultilink({ linktype: 'email', email: 'support@rozmova.co.uk' })).toEqual({
      kind: 'external',
      href: 'mailto:support@rozmova.co.uk',
      newTab: false,
    });
    expect(resolveMultilink({ linktype: 'url', url: 'https://example.org', target: '_self' })).toEqual({
      kind: 'external',
      href: 'https://example.org',
      newTab: false,
    });
    expect(resolveMultilink({ linktype: 'story', cached_url: '' })).toBeNull();
    expect(resolveMultilink(undefined)).toBeNull();
  });
});
