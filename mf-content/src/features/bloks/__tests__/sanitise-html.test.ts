import { sanitiseHtml } from '../sanitise-html';

/** Parses sanitised output the way the browser will, to judge what would actually run. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitiseHtml(html);
  return container;
}

function hasEventHandler(root: HTMLElement): boolean {
  return Array.from(root.querySelectorAll('*')).some((el) =>
    Array.from(el.attributes).some((a) => /^on/i.test(a.name)),
  );
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this expression
const CONTROLS_AND_SPACES = /[\u0000-\u0020]/g;

function dangerousUrls(root: HTMLElement): string[] {
  const values: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc']) {
      const value = el.getAttribute(attr);
      if (value !== null && /^\s*(javascript|vbscript|data):/i.test(value.replace(CONTROLS_AND_SPACES, '')))
        values.push(value);
    }
  }
  return values;
}

// Classic vectors (OWASP XSS filter evasion cheat sheet, DOMPurify's mXSS reports).
const VECTORS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['body onload', '<body onload=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  [
    'entity-encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['iframe javascript src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">go</button>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  ],
  ['svg use xlink', '<svg><use xlink:href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['style expression', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style tag', '<style>@import "https://evil.example/x.css";</style>'],
];

describe('sanitiseHtml', () => {
  it.each(VECTORS)('neutralises %s', (_name, html) => {
    const root = parse(html);
    expect(root.querySelector('script, iframe, object, embed, form, button, meta, base, style')).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
    expect(dangerousUrls(root)).toEqual([]);
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('keeps the markup editors legitimately use', () => {
    const root = parse(
      '<h3>Ціни</h3><p>Текст із <strong>жирним</strong> і <em>курсивом</em>.</p><ul><li>пункт</li></ul>' +
        '<table><thead><tr><th>Формат</th></tr></thead><tbody><tr><td>Особиста</td></tr></tbody></table>' +
        '<a href="/ua/faq">FAQ</a> <a href="https://example.org/">site</a> <a href="mailto:support@rozmova.com.ua">mail</a> <a href="tel:112">112</a>',
    );
    expect(root.querySelector('h3')?.textContent).toBe('Ціни');
    expect(root.querySelector('strong')?.textContent).toBe('жирним');
    expect(root.querySelectorAll('td')).toHaveLength(1);
    expect(Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/ua/faq',
      'https://example.org/',
      'mailto:support@rozmova.com.ua',
      'tel:112',
    ]);
  });

  it('refuses protocol-relative addresses that would leave the site silently', () => {
    expect(parse('<a href="//evil.example/">x</a>').querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('gives links that open a new tab no handle on this page', () => {
    const link = parse('<a href="https://example.org/" target="_blank">x</a>').querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('sanitiseHtml on ordinary attributes', () => {
  it('keeps table spans and image text', () => {
    const root = parse('<table><tr><td colspan="2">x</td></tr></table><img src="/images/a.png" alt="Терапевт">');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Терапевт');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/images/a.png');
  });
});
