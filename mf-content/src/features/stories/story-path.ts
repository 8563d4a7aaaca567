import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The CMS slug a page address asks for: "/pl/faq" -> "faq"; the locale root is the home page. */
export function slugFromPath(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  const rest = pathname.startsWith(`${base}/`) || pathname === base ? pathname.slice(base.length) : pathname;
  let slug: string;
  try {
    slug = decodeURIComponent(rest);
  } catch {
    return rest;
  }
  slug = slug.replace(/^\/+|\/+$/g, '');
  return slug === '' ? 'home' : slug;
}

/** Only plain lower-case slugs reach the content API; anything else is simply a page that is not there. */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/** Stories of a market live in its folder (market config `storyblok_folder_prefix`). */
export function fullSlugFor(locale: MarketLocale, slug: string): string {
  return `${MARKETS[locale].locales.storyblok_folder_prefix}/${slug}`;
}
