/**
 * @jest-environment node
 */
// The stand-in must answer as Storyblok's Content Delivery API v2 does: paths, tokens, versions,
// status codes, headers and body shapes. Proven with raw HTTP and with the real storyblok-js-client.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import { createContentServer } from '../server';

const PUBLIC = 'test-public';
const PREVIEW = 'test-preview';

let dir: string;
let server: Server;
let base: string;

function write(path: string, value: unknown): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), JSON.stringify(value));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-server-'));
  write('ua/home.json', {
    name: 'Головна',
    position: 0,
    created_at: '2026-10-01T09:00:00.000Z',
    published_at: '2026-11-10T09:00:00.000Z',
    content: {
      component: 'Article',
      title: 'Опубліковано',
      body: [{ component: 'content_element', heading: 'Розділ' }],
    },
    draft: { updated_at: '2026-11-20T09:00:00.000Z', content: { component: 'Article', title: 'Чернетка', body: [] } },
  });
  write('ua/about.json', {
    name: 'Про нас',
    position: 1,
    created_at: '2026-10-01T09:00:00.000Z',
    content: { component: 'Article', title: 'Про нас', title__i18n__pl: 'O nas', body: [] },
  });
  write('ua/news.json', {
    name: 'Новини',
    published: false,
    position: 2,
    created_at: '2026-11-01T09:00:00.000Z',
    content: { component: 'Article', title: 'Ще не опубліковано', body: [] },
  });
  write('pl/home.json', {
    name: 'Strona główna',
    created_at: '2026-10-01T09:00:00.000Z',
    content: { component: 'Article', title: 'Witamy', body: [] },
  });
  server = createContentServer({ contentDir: dir, publicToken: PUBLIC, previewToken: PREVIEW });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The parts of a Content Delivery answer these tests read; the server's JSON is taken at its word. */
interface StoryJson {
  id: number;
  uuid: string;
  full_slug: string;
  lang: string;
  updated_at: string;
  published_at: string | null;
  alternates: unknown[];
  content: { _uid: string; title: string; body: { _uid: string }[] };
}
interface DeliveryJson {
  cv: number;
  links: unknown[];
  rels: unknown[];
  story: StoryJson;
  stories: StoryJson[];
}

async function get(path: string): Promise<{ status: number; headers: Headers; body: DeliveryJson }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as DeliveryJson };
}

describe('GET /v2/cdn/stories/{full_slug}', () => {
  it('returns the published story with the fields the real API has', async () => {
    const { status, body, headers } = await get(`/v2/cdn/stories/ua/home?token=${PUBLIC}&version=published`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'story']);
    expect(body.rels).toEqual([]);
    expect(body.links).toEqual([]);
    expect(typeof body.cv).toBe('number');
    const story = body.story;
    expect(story).toMatchObject({
      name: 'Головна',
      slug: 'home',
      full_slug: 'ua/home',
      lang: 'default',
      published_at: '2026-11-10T09:00:00.000Z',
      first_published_at: '2026-11-10T09:00:00.000Z',
      is_startpage: false,
      tag_list: [],
      sort_by_date: null,
      position: 0,
    });
    expect(story.id).toBeGreaterThan(0);
    expect(story.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(story.content.title).toBe('Опубліковано');
    // Every blok carries an _uid, as Storyblok stores one on each.
    expect(story.content._uid).toEqual(expect.any(String));
    expect(story.content.body[0]?._uid).toEqual(expect.any(String));
    expect(story.alternates).toEqual([
      expect.objectContaining({ full_slug: 'pl/home', published: true, is_folder: false }),
    ]);
  });

  it('finds the same story by id and by uuid (find_by=uuid)', async () => {
    const { body } = await get(`/v2/cdn/stories/ua/home?token=${PUBLIC}`);
    expect((await get(`/v2/cdn/stories/${body.story.id}?token=${PUBLIC}`)).body.story.full_slug).toBe('ua/home');
    expect((await get(`/v2/cdn/stories/${body.story.uuid}?token=${PUBLIC}&find_by=uuid`)).body.story.full_slug).toBe(
      'ua/home',
    );
  });

  it('shows unpublished changes only in the draft version', async () => {
    expect((await get(`/v2/cdn/stories/ua/home?token=${PREVIEW}&version=published`)).body.story.content.title).toBe(
      'Опубліковано',
    );
    const draft = await get(`/v2/cdn/stories/ua/home?token=${PREVIEW}&version=draft`);
    expect(draft.body.story.content.title).toBe('Чернетка');
    expect(draft.body.story.updated_at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('keeps a never-published story out of the published version', async () => {
    expect((await get(`/v2/cdn/stories/ua/news?token=${PUBLIC}`)).status).toBe(404);
    const draft = await get(`/v2/cdn/stories/ua/news?token=${PREVIEW}&version=draft`);
    expect(draft.status).toBe(200);
    expect(draft.body.story.published_at).toBeNull();
  });

  it('answers 404 with the real body for a story that does not exist', async () => {
    const { status, body } = await get(`/v2/cdn/stories/ua/nothing-here?token=${PUBLIC}`);
    expect(status).toBe(404);
    expect(body).toEqual(['This record could not be found']);
  });

  it('refuses a missing or wrong token, and drafts to a public token, with 401', async () => {
    expect((await get('/v2/cdn/stories/ua/home')).status).toBe(401);
    expect((await get('/v2/cdn/stories/ua/home?token=wrong')).status).toBe(401);
    const draftWithPublic = await get(`/v2/cdn/stories/ua/home?token=${PUBLIC}&version=draft`);
    expect(draftWithPublic.status).toBe(401);
    expect(draftWithPublic.body).toEqual({ error: 'Unauthorized' });
  });

  it('applies field-level translations for the requested language', async () => {
    const pl = await get(`/v2/cdn/stories/ua/about?token=${PUBLIC}&language=pl`);
    expect(pl.body.story.lang).toBe('pl');
    expect(pl.body.story.content.title).toBe('O nas');
    expect(pl.body.story.content).not.toHaveProperty('title__i18n__pl');
    expect((await get(`/v2/cdn/stories/ua/about?token=${PUBLIC}`)).body.story.content.title).toBe('Про нас');
  });

  it('lets a browser on another origin read it (CORS, preflight included)', async () => {
    const res = await fetch(`${base}/v2/cdn/stories/ua/home?token=${PUBLIC}`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get(`/v2/cdn/stories/ua/home?token=${PUBLIC}`)).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /v2/cdn/stories', () => {
  it('lists a folder with starts_with, sorted by position, with total and per-page headers', async () => {
    const { status, body, headers } = await get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=ua/`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'stories']);
    expect(body.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['ua/home', 'ua/about']);
    expect(headers.get('total')).toBe('2');
    expect(headers.get('per-page')).toBe('25');
  });

  it('includes drafts in the draft version and pages with per_page/page', async () => {
    const first = await get(`/v2/cdn/stories?token=${PREVIEW}&version=draft&starts_with=ua/&per_page=2&page=1`);
    const second = await get(`/v2/cdn/stories?token=${PREVIEW}&version=draft&starts_with=ua/&per_page=2&page=2`);
    expect(first.headers.get('total')).toBe('3');
    expect(first.body.stories).toHaveLength(2);
    expect(second.body.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['ua/news']);
  });

  it('filters by_slugs with wildcards and excluding_slugs', async () => {
    const { body } = await get(`/v2/cdn/stories?token=${PUBLIC}&by_slugs=*/home&excluding_slugs=pl/*`);
    expect(body.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['ua/home']);
  });
});

describe('storyblok-js-client against the stand-in', () => {
  function client(token: string): StoryblokClient {
    // docs/toolchain.md T-3.2: a custom endpoint must end in /v2; headers as a plain object.
    return new StoryblokClient({
      accessToken: token,
      endpoint: `${base}/v2`,
      headers: { 'X-Client': 'mf-content-test' },
    });
  }

  it('reads a published story and a draft', async () => {
    const published = await client(PREVIEW).getStory('ua/home', { version: 'published' });
    expect(published.data.story.content.title).toBe('Опубліковано');
    const draft = await client(PREVIEW).getStory('ua/home', { version: 'draft' });
    expect(draft.data.story.content.title).toBe('Чернетка');
  });

  it('pages through a folder with getAll', async () => {
    const stories = await client(PREVIEW).getAll('cdn/stories', { starts_with: 'ua/', per_page: 1, version: 'draft' });
    expect(stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['ua/home', 'ua/about', 'ua/news']);
  });

  it('rejects a missing story with status 404 and Storyblok message', async () => {
    await expect(client(PUBLIC).getStory('ua/missing', { version: 'published' })).rejects.toMatchObject({
      status: 404,
      message: 'This record could not be found',
    });
  });

  it('rejects a draft asked with a public token with 401', async () => {
    await expect(client(PUBLIC).getStory('ua/home', { version: 'draft' })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});
