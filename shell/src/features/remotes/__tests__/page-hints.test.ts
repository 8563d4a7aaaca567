/**
 * @jest-environment node
 */
// The texts a page shows come with its first downloads (issue 28): the shell's server hints the page
// language's text chunks of the shell and of the remote that renders the page, and the ICU formatter when
// those texts hold ICU messages, instead of leaving each to be asked for a round trip after the code that
// needs it has run. Other languages' texts are not downloaded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shellHeads } from '@rozmova/web/testing/shell-heads';

const BOOKING_TEXTS = {
  'booking-texts-ua-json.8ce67672.js': `(self.c=self.c||[]).push([[29],{4091(e){e.exports=JSON.parse('{"steps":{"a":"Б"},"icu":{"days":"{count, plural, one {# день} other {# днів}}"}}')}}]);`,
  'booking-texts-pl-json.ce7a6124.js': `(self.c=self.c||[]).push([[30],{4092(e){e.exports=JSON.parse('{"icu":{"days":"{count, plural, one {# dzień} other {# dni}}"}}')}}]);`,
};
const CONTENT_TEXTS = {
  'content-texts-ua-json.0a1b2c3d.js': `(self.c=self.c||[]).push([[3],{7(e){e.exports=JSON.parse('{"title":"Розмова"}')}}]);`,
};

function manifest(asyncFiles: string[]): unknown {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './App',
        assets: {
          js: { sync: ['594.53dc010c.js'], async: ['607.ba98da4b.js', 'texts-ua.b7fe33e6.js', ...asyncFiles] },
          css: { sync: [], async: [] },
        },
      },
    ],
  };
}

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const [, remote, file] = /^\/([a-z_]+)\/(.+)$/.exec(request.url ?? '') ?? [];
    const texts: Record<string, string> = remote === 'mf_booking' ? BOOKING_TEXTS : CONTENT_TEXTS;
    if (file === 'mf-manifest.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(manifest(Object.keys(texts))));
    } else if (file && Object.hasOwn(texts, file)) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(texts[file]);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/**
 * The <head> scripts/shell-pages.mjs writes for each path (a node process: the script is an ES module; not a
 * synchronous one, the remotes' server runs in this one).
 */
function heads(paths: string[]): Promise<string[]> {
  return shellHeads({
    routes: [
      { pattern: 'home', owner: 'mf_content', private: false },
      { pattern: 'therapists', owner: 'mf_booking', private: false },
      { pattern: 'login', owner: 'shell', private: false },
    ],
    files: {
      'preload.json': {
        js: ['3262.1ab4a847.js'],
        css: [],
        texts: {
          ua: ['shell-texts-ua-json.95625582.js', 'texts-ua.1107f1ea.js'],
          pl: ['shell-texts-pl-json.8003c963.js', 'texts-pl.a867a5f7.js'],
        },
        icu: ['icu.853db233.js'],
      },
    },
    runtimeFiles: {
      '/remotes.json': {
        mf_booking: `${origin}/mf_booking/mf-manifest.json`,
        mf_content: `${origin}/mf_content/mf-manifest.json`,
      },
    },
    requests: paths.map((path) => ({ path })),
  });
}

const scriptHints = (head: string): string[] =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1] ?? '');

describe("a page's texts are hinted in its head", () => {
  let written: string[];
  beforeAll(async () => {
    written = await heads(['/ua/therapists?psychologist_id=x', '/pl/therapists', '/ua/home', '/ua/login', '/xx/home']);
  });

  it("a therapist's page: the shell's and mf_booking's texts of its language, and the ICU formatter they need", () => {
    const hints = scriptHints(written[0] ?? '');
    expect(hints).toEqual(
      expect.arrayContaining([
        '/shell-texts-ua-json.95625582.js',
        '/texts-ua.1107f1ea.js',
        `${origin}/mf_booking/booking-texts-ua-json.8ce67672.js`,
        '/icu.853db233.js',
      ]),
    );
    // Not another language's, nor the remote's own copy of the shared texts (the shell's i18n loads the shell's).
    expect(hints.filter((hint) => /-pl|texts-pl|b7fe33e6/.test(hint))).toEqual([]);
    // The remote's first chunks come before its texts, and the texts before the formatter they need.
    const at = (suffix: string) => hints.findIndex((hint) => hint.endsWith(suffix));
    expect(at('594.53dc010c.js')).toBeLessThan(at('booking-texts-ua-json.8ce67672.js'));
    expect(at('booking-texts-ua-json.8ce67672.js')).toBeLessThan(at('/icu.853db233.js'));
  });

  it('the same page in Polish hints the Polish texts', () => {
    const hints = scriptHints(written[1] ?? '');
    expect(hints).toEqual(
      expect.arrayContaining(['/texts-pl.a867a5f7.js', `${origin}/mf_booking/booking-texts-pl-json.ce7a6124.js`]),
    );
    expect(hints.filter((hint) => /-ua|texts-ua/.test(hint))).toEqual([]);
  });

  it('texts without ICU messages do not bring the formatter', () => {
    const hints = scriptHints(written[2] ?? '');
    expect(hints).toEqual(
      expect.arrayContaining(['/texts-ua.1107f1ea.js', `${origin}/mf_content/content-texts-ua-json.0a1b2c3d.js`]),
    );
    expect(hints).not.toContain('/icu.853db233.js');
  });

  it("the shell's own page has its language's texts; an address without a market has none", () => {
    expect(scriptHints(written[3] ?? '')).toEqual([
      '/3262.1ab4a847.js',
      '/shell-texts-ua-json.95625582.js',
      '/texts-ua.1107f1ea.js',
    ]);
    expect(scriptHints(written[4] ?? '')).toEqual(['/3262.1ab4a847.js']);
  });
});
