import { coarseNetwork, describeUserAgent } from '../device';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera',
      'macOS',
    ],
  ])('names the browser and system of %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});

describe('coarseNetwork', () => {
  it('keeps only the first half of an address', () => {
    expect(coarseNetwork('193.0.14.129')).toBe('193.0.x.x');
    expect(coarseNetwork('::ffff:10.20.30.40')).toBe('10.20.x.x');
    expect(coarseNetwork('2001:DB8:85a3::8a2e:370:7334')).toBe('2001:db8:x:x:x:x:x:x');
    expect(coarseNetwork('::1')).toBe('0:0:x:x:x:x:x:x');
  });

  it('refuses what is not an address', () => {
    expect(coarseNetwork('not-an-ip')).toBeNull();
    expect(coarseNetwork('')).toBeNull();
    expect(coarseNetwork(undefined)).toBeNull();
  });
});
