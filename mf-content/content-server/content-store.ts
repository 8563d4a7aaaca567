// Turns the content files kept in the repo (content/<folder>/<slug>.json) into story objects shaped
// as Storyblok's Content Delivery API v2 returns them, for the published and the draft version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type ContentVersion = 'published' | 'draft';

export interface Blok {
  _uid?: string;
  component: string;
  [field: string]: unknown;
}

/** One file under content/<folder>/: the story as an editor keeps it. */
export interface ContentFile {
  name: string;
  /** false: the story exists only as a draft (never published). */
  published?: boolean;
  position?: number;
  tag_list?: string[];
  created_at: string;
  published_at?: string;
  updated_at?: string;
  content: Blok;
  /** Saved but unpublished changes: the draft version shows them, the published one does not. */
  draft?: { name?: string; updated_at: string; content: Blok };
}

export interface StoryblokAlternate {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  full_slug: string;
  is_folder: boolean;
  parent_id: number;
}

export interface StoryblokStory {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: Blok;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: string;
  path: null;
  alternates: StoryblokAlternate[];
  default_full_slug: null;
  translated_slugs: null;
}

interface StoredStory {
  folder: string;
  slug: string;
  file: ContentFile;
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** Stable numbers and UUIDs from a name, so ids survive restarts and are the same on every machine. */
function digest(name: string): Buffer {
  return createHash('sha1').update(name).digest();
}

export function stableId(name: string): number {
  // 9 digits like Storyblok's story ids; never 0 (0 means "root" for parent_id)
  return (digest(name).readUInt32BE(0) % 900_000_000) + 100_000_000;
}

export function stableUuid(name: string): string {
  const hex = digest(name).subarray(0, 16).toString('hex');
  // version 5 / RFC 4122 variant bits, as a name-based UUID has
  const v = `5${hex.slice(13, 16)}`;
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${v}-${variant}-${hex.slice(20, 32)}`;
}

/** Gives every blok without an `_uid` a stable one, as Storyblok stores one on every blok. */
function withUids(blok: Blok, path: string): Blok {
  const out: Blok = { ...blok, _uid: blok._uid ?? stableUuid(path) };
  for (const [key, value] of Object.entries(blok)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'component' in v)) {
      out[key] = (value as Blok[]).map((child, i) => withUids(child, `${path}/${key}/${i}`));
    }
  }
  return out;
}

/**
 * Field-level translation as the CDN applies it: with `language=xx`, a field `name__i18n__xx` that has
 * a value replaces `name`, and every `__i18n__` field is left out of the answer.
 */
export function translateFields(blok: Blok, language: string): Blok {
  const out: Blok = { component: blok.component };
  for (const [key, value] of Object.entries(blok)) {
    if (key.includes('__i18n__')) continue;
    const translated = blok[`${key}__i18n__${language}`];
    const chosen = language !== 'default' && translated !== undefined && translated !== '' ? translated : value;
    out[key] = Array.isArray(chosen)
      ? chosen.map((v) =>
          typeof v === 'object' && v !== null && 'component' in v ? translateFields(v as Blok, language) : v,
        )
      : chosen;
  }
  return out;
}

export class ContentStore {
  constructor(private readonly contentDir: string) {}

  /** Read on every call so an editor's saved file shows on the next request, without a restart. */
  private load(): StoredStory[] {
    const stories: StoredStory[] = [];
    for (const folder of readdirSync(this.contentDir).sort()) {
      const folderPath = join(this.contentDir, folder);
      if (!SLUG_PATTERN.test(folder) || !statSync(folderPath).isDirectory()) continue;
      for (const fileName of readdirSync(folderPath).sort()) {
        const slug = fileName.replace(/\.json$/, '');
        if (slug === fileName || !SLUG_PATTERN.test(slug)) continue;
        const file = JSON.parse(readFileSync(join(folderPath, fileName), 'utf8')) as ContentFile;
        stories.push({ folder, slug, file });
      }
    }
    return stories;
  }

  /** The cache version: the newest change in the space, as a Unix timestamp in seconds. */
  cacheVersion(): number {
    let newest = 0;
    for (const { file } of this.load()) {
      for (const stamp of [file.updated_at, file.published_at, file.draft?.updated_at, file.created_at]) {
        if (stamp) newest = Math.max(newest, Date.parse(stamp));
      }
    }
    return Math.floor(newest / 1000);
  }

  /** Every story visible in a version: drafts include never-published stories and unpublished changes. */
  stories(version: ContentVersion, language: string): StoryblokStory[] {
    const all = this.load();
    const visible = all.filter(({ file }) => version === 'draft' || file.published !== false);
    return visible.map((stored) => this.toStory(stored, all, version, language));
  }

  private toStory(stored: StoredStory, all: StoredStory[], version: ContentVersion, language: string): StoryblokStory {
    const { folder, slug, file } = stored;
    const fullSlug = `${folder}/${slug}`;
    const useDraft = version === 'draft' && file.draft !== undefined;
    const content = withUids(useDraft ? file.draft!.content : file.content, fullSlug);
    const isPublished = file.published !== false;
    const publishedAt = isPublished ? (file.published_at ?? file.created_at) : null;
    return {
      name: useDraft ? (file.draft!.name ?? file.name) : file.name,
      created_at: file.created_at,
      published_at: publishedAt,
      updated_at: (useDraft ? file.draft!.updated_at : undefined) ?? file.updated_at ?? publishedAt ?? file.created_at,
      id: stableId(fullSlug),
      uuid: stableUuid(fullSlug),
      content: translateFields(content, language),
      slug,
      full_slug: fullSlug,
      sort_by_date: null,
      position: file.position ?? 0,
      tag_list: file.tag_list ?? [],
      is_startpage: false,
      parent_id: stableId(`folder:${folder}`),
      meta_data: null,
      // Same page in every market folder: one group, as the Dimensions app links translated folders.
      group_id: stableUuid(`group:${slug}`),
      first_published_at: publishedAt,
      release_id: null,
      lang: language,
      path: null,
      alternates: all
        .filter((other) => other.slug === slug && other.folder !== folder)
        .map((other) => ({
          id: stableId(`${other.folder}/${other.slug}`),
          name: other.file.name,
          slug: other.slug,
          published: other.file.published !== false,
          full_slug: `${other.folder}/${other.slug}`,
          is_folder: false,
          parent_id: stableId(`folder:${other.folder}`),
        })),
      default_full_slug: null,
      translated_slugs: null,
    };
  }
}
