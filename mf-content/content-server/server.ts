// A local stand-in for Storyblok's Content Delivery API v2, serving the content files of the repo.
// It answers the calls the platform makes (a story by full slug, id or uuid; a list of stories) with
// the same paths, parameters, status codes, headers and bodies as the real service, so the real
// storyblok-js-client works against it unchanged (only its `endpoint` points here).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ContentStore, type ContentVersion, type StoryblokStory } from './content-store';

export interface ContentServerOptions {
  contentDir: string;
  /** Public token: published content only, as a Storyblok public token. */
  publicToken: string;
  /** Preview token: published and draft content, as a Storyblok preview token. */
  previewToken: string;
}

const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;
const NOT_FOUND_BODY = ['This record could not be found'];

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  // Compressed as Storyblok's CDN compresses, so page-speed figures measured on the stand-in hold.
  const gzip = /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(json) : Buffer.from(json);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': payload.length.toString(),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(payload);
}

/** The CDN answers any origin: content is public, the token is in the query, no cookies. */
function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Accept, Content-Type',
    'Access-Control-Expose-Headers': 'total, per-page',
    'Access-Control-Max-Age': '86400',
  };
}

/** `by_slugs`/`excluding_slugs` accept comma-separated full slugs where `*` matches any rest. */
function slugMatcher(list: string): (fullSlug: string) => boolean {
  const patterns = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(
      (s) =>
        new RegExp(
          `^${s
            .split('*')
            .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*')}$`,
        ),
    );
  return (fullSlug) => patterns.some((p) => p.test(fullSlug));
}

function sortValue(story: StoryblokStory, field: string): string | number {
  const value = field.startsWith('content.')
    ? story.content[field.slice('content.'.length)]
    : (story as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : String(value ?? '');
}

function sortStories(stories: StoryblokStory[], sortBy: string | null): StoryblokStory[] {
  const [field = 'position', direction = 'asc'] = (sortBy ?? 'position:asc').split(':');
  const sign = direction === 'desc' ? -1 : 1;
  return [...stories].sort((a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order !== 0 ? sign * order : a.full_slug.localeCompare(b.full_slug);
  });
}

export function createContentServer(options: ContentServerOptions): Server {
  const store = new ContentStore(options.contentDir);

  function authorise(params: URLSearchParams, version: ContentVersion): boolean {
    const token = params.get('token');
    if (token === options.previewToken) return true;
    return token === options.publicToken && version === 'published';
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const cors = corsHeaders();
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { error: 'Method not allowed' }, { ...cors, Allow: 'GET, OPTIONS' });
      return;
    }
    if (url.pathname === '/' || url.pathname === '/health') {
      send(res, 200, { service: 'mf-content content-server', api: '/v2/cdn/stories' }, cors);
      return;
    }

    const params = url.searchParams;
    const version: ContentVersion = params.get('version') === 'draft' ? 'draft' : 'published';
    const match = /^\/v2\/cdn\/stories(?:\/(.+))?$/.exec(url.pathname);
    if (!match) {
      send(res, 404, NOT_FOUND_BODY, cors);
      return;
    }
    if (!authorise(params, version)) {
      send(res, 401, { error: 'Unauthorized' }, cors);
      return;
    }

    const language = params.get('language') || 'default';
    const stories = store.stories(version, language);
    const cv = store.cacheVersion();
    const identifier = match[1] === undefined ? undefined : decodeURIComponent(match[1]).replace(/\/$/, '');

    if (identifier !== undefined) {
      const story =
        params.get('find_by') === 'uuid'
          ? stories.find((s) => s.uuid === identifier)
          : /^\d+$/.test(identifier)
            ? stories.find((s) => s.id === Number(identifier))
            : stories.find((s) => s.full_slug === identifier);
      if (!story) {
        send(res, 404, NOT_FOUND_BODY, cors);
        return;
      }
      send(res, 200, { story, cv, rels: [], links: [] }, cors);
      return;
    }

    let list = stories;
    const startsWith = params.get('starts_with');
    if (startsWith) list = list.filter((s) => s.full_slug.startsWith(startsWith));
    const bySlugs = params.get('by_slugs');
    if (bySlugs) {
      const wanted = slugMatcher(bySlugs);
      list = list.filter((s) => wanted(s.full_slug));
    }
    const excludingSlugs = params.get('excluding_slugs');
    if (excludingSlugs) {
      const excluded = slugMatcher(excludingSlugs);
      list = list.filter((s) => !excluded(s.full_slug));
    }
    const contentType = params.get('content_type');
    if (contentType) list = list.filter((s) => s.content.component === contentType);
    list = sortStories(list, params.get('sort_by'));

    const perPage = Math.min(Math.max(Number(params.get('per_page')) || DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
    const page = Math.max(Number(params.get('page')) || 1, 1);
    const pageItems = list.slice((page - 1) * perPage, page * perPage);
    send(
      res,
      200,
      { stories: pageItems, cv, rels: [], links: [] },
      {
        ...cors,
        total: String(list.length),
        'per-page': String(perPage),
      },
    );
  }

  return createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A content file with broken JSON must be visible to whoever edits it, not a hung request.
      send(res, 500, { error: error instanceof Error ? error.message : String(error) }, corsHeaders());
    }
  });
}
