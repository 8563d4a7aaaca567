// The page's data asked for by its HTML (issue 28): the shell's server writes the request into the head of a
// therapist's page, the client's sessions and the therapist's agenda, and the remote's first load takes that
// answer instead of asking again, once, and only for exactly the same address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { apiRequest, buildApiUrl } from '../api-client';
import { PREFETCH_GLOBAL, prefetchMinute, takePrefetched } from '../prefetch';
import { parseRuntimeConfig, setRuntimeConfig } from '../runtime-config';
import { shellHeads } from '../testing/shell-heads';

let server: Server;
const seen: string[] = [];
let apiBase = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ asked: seen.length }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  setRuntimeConfig(parseRuntimeConfig({ apiBase }));
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  seen.length = 0;
  delete (globalThis as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
});

const store = () => {
  const w = globalThis as unknown as Record<string, Record<string, Promise<Response>>>;
  w[PREFETCH_GLOBAL] ??= {};
  return w[PREFETCH_GLOBAL];
};

describe('takePrefetched', () => {
  it('hands out the early request for its exact address once, nothing for another address', () => {
    const early = Promise.resolve(new Response('{}'));
    store()['https://api.example/api/v4/x?a=1'] = early;
    expect(takePrefetched('https://api.example/api/v4/x?a=2')).toBeNull();
    expect(takePrefetched('https://api.example/api/v4/x?a=1')).toBe(early);
    expect(takePrefetched('https://api.example/api/v4/x?a=1')).toBeNull();
  });

  it('finds nothing when the page asked for nothing', () => {
    expect(takePrefetched('https://api.example/api/v4/x')).toBeNull();
  });

  it('floors a moment to its minute', () => {
    expect(prefetchMinute(Date.parse('2026-11-27T04:50:59.999Z')).toISOString()).toBe('2026-11-27T04:50:00.000Z');
  });
});

describe('apiRequest with prefetched', () => {
  it("takes the page's answer instead of asking the api again, and asks the api the next time", async () => {
    const url = buildApiUrl('/v4/worker/get_bookings', { status: 'all' });
    store()[url] = fetch(url, { credentials: 'include' });
    await expect(
      apiRequest('/v4/worker/get_bookings', { query: { status: 'all' }, prefetched: true }),
    ).resolves.toEqual({ asked: 1 });
    expect(seen).toEqual(['/api/v4/worker/get_bookings?status=all']);
    await expect(
      apiRequest('/v4/worker/get_bookings', { query: { status: 'all' }, prefetched: true }),
    ).resolves.toEqual({ asked: 2 });
  });

  it('asks the api itself when the page asked for another address, and leaves that answer alone', async () => {
    const other = buildApiUrl('/v4/worker/get_bookings', { status: 'all', per_page: 100 });
    const early = Promise.resolve(new Response('{"early":true}'));
    store()[other] = early;
    await expect(
      apiRequest('/v4/worker/get_bookings', { query: { status: 'all' }, prefetched: true }),
    ).resolves.toEqual({ asked: 1 });
    expect(store()[other]).toBe(early);
  });

  it('never takes an early answer for a call that does not ask for one', async () => {
    const url = buildApiUrl('/v4/x', {});
    store()[url] = Promise.resolve(new Response('{"early":true}'));
    await expect(apiRequest('/v4/x')).resolves.toEqual({ asked: 1 });
  });
});

/**
 * The <head> the shell's server writes for a page (scripts/shell-pages.mjs through a node process: the
 * script is an ES module), with the api at API_BASE and the route table of a shell build.
 */
const API_BASE = 'https://api.rozmova.example/api';
function serverHeads(requests: Array<{ path: string; cookie?: string }>): Promise<string[]> {
  return shellHeads({
    routes: [
      { pattern: 'home', owner: 'mf_content', private: false },
      { pattern: 'therapists', owner: 'mf_booking', private: false },
      { pattern: 'cabinet/appointments-list/*', owner: 'mf_worker_cabinet', private: true },
      { pattern: 'cabinet/*', owner: 'cabinet', private: true },
    ],
    runtimeFiles: { '/config.json': { apiBase: API_BASE } },
    requests,
  });
}

/** Runs a head's inline scripts as a browser would at `now`; the addresses they fetched, with their options. */
function fetchedBy(head: string, now: number): Array<{ url: string; init: RequestInit }> {
  const fetched: Array<{ url: string; init: RequestInit }> = [];
  const win: Record<string, unknown> = {};
  for (const [, source] of head.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    // The data requests only: the renderer that draws their answers is tested in data-renderer.test.ts.
    if (!source?.includes(`window.${PREFETCH_GLOBAL}=`)) continue;
    runInNewContext(source ?? '', {
      window: win,
      URLSearchParams,
      Date: class extends Date {
        static override now = () => now;
      },
      Math,
      fetch: (url: string, init: RequestInit) => {
        fetched.push({ url, init });
        return Promise.resolve({});
      },
    });
  }
  // Each request is kept under its address for the remote.
  expect(Object.keys((win[PREFETCH_GLOBAL] as object | undefined) ?? {})).toEqual(fetched.map((f) => f.url));
  return fetched;
}

describe("the shell's server starts the page's api request in its head", () => {
  // The address each remote's first load builds (buildApiUrl, as apiRequest does) at NOW.
  const NOW = Date.parse('2026-11-27T04:50:31.250Z');
  const minute = prefetchMinute(NOW).getTime();
  const iso = (offset: number) => new Date(minute + offset).toISOString();
  const DAY = 86_400_000;
  const THERAPIST = '0b3c7b5e-8d1a-4c55-9a55-6f1f2a7d1e01';
  const heads = () =>
    serverHeads([
      { path: `/ua/therapists?psychologist_id=${THERAPIST}` },
      { path: '/ua/cabinet', cookie: 'lang=uk; sid=abc123' },
      { path: '/pl/cabinet/appointments-list', cookie: 'sid=abc123' },
      { path: '/ua/cabinet' },
      { path: '/ua/cabinet/appointments-list', cookie: 'sidx=1; other=2' },
      { path: '/ua/home', cookie: 'sid=abc123' },
      { path: '/ua/therapists' },
    ]);
  let written: string[];
  beforeAll(async () => {
    setRuntimeConfig(parseRuntimeConfig({ apiBase: API_BASE }));
    written = await heads();
  });
  afterAll(() => setRuntimeConfig(parseRuntimeConfig({ apiBase })));

  it("a therapist's page: the catalogue page and the free times mf-booking asks for first, with credentials", () => {
    const [catalogue, request, ...more] = fetchedBy(written[0] ?? '', NOW);
    expect(more).toEqual([]);
    // The therapist is looked up in the catalogue's first page of 50 (mf-booking's getTherapist).
    expect(catalogue?.url).toBe(buildApiUrl('/get_therapists_data', { page: 1, per_page: 50 }, 'ua'));
    expect(request?.url).toBe(
      buildApiUrl(
        '/v4/get_free_slots',
        { worker_id: THERAPIST, service_id: '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4', from: iso(0), to: iso(28 * DAY) },
        'ua',
      ),
    );
    expect(request?.init).toMatchObject({ credentials: 'include', cache: 'no-store' });
  });

  it("a signed-in client's cabinet: the session check, the upcoming and past sessions the list asks for", () => {
    expect(fetchedBy(written[1] ?? '', NOW).map((r) => r.url)).toEqual([
      buildApiUrl('/auth', {}, 'ua'),
      buildApiUrl('/v4/entities/get-cabinet-appointment-list', { kind: 'upcoming', page: 1, per_page: 50 }, 'ua'),
      buildApiUrl('/v4/entities/get-cabinet-appointment-list', { kind: 'past', page: 1, per_page: 10 }, 'ua'),
    ]);
  });

  it("a signed-in therapist's agenda: the session check and the week mf-worker-cabinet's agenda asks for", () => {
    expect(fetchedBy(written[2] ?? '', NOW).map((r) => r.url)).toEqual([
      buildApiUrl('/auth', {}, 'pl'),
      buildApiUrl('/v4/worker/get_bookings', {
        from: iso(-DAY),
        to: iso(8 * DAY),
        status: 'all',
        per_page: 200,
      }),
    ]);
  });

  it('nothing for a signed-out visitor of a private area, a page without data, or the list of therapists', () => {
    for (const head of written.slice(3)) {
      expect(head).not.toContain(PREFETCH_GLOBAL);
      expect(fetchedBy(head, NOW)).toEqual([]);
    }
  });

  it("the renderer of the answers only beside them: free times, sessions, agenda; no one's data in the HTML", () => {
    const renderers = written.map((head) => [
      head.includes('function drawFreeTimes('),
      head.includes('function drawCabinet('),
      head.includes('"page":"sessions"'),
    ]);
    expect(renderers).toEqual([
      [true, false, false],
      [false, true, true],
      [false, true, false],
      [false, false, false],
      [false, false, false],
      [false, false, false],
      [false, false, false],
    ]);
    // The renderers come after the requests they draw from, and carry only the apps' words.
    expect(written[0]!.indexOf('function drawFreeTimes(')).toBeGreaterThan(written[0]!.indexOf(PREFETCH_GLOBAL));
    expect(written[1]).not.toContain('abc123');
    expect(written[0]).toContain('"workerId":"' + THERAPIST + '"');
  });
});
