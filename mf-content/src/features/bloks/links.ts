// Every address that comes from the CMS passes through here before it reaches an href, so an
// editor's typo or a hostile value can never become a `javascript:` link.
import { MARKET_LOCALES, MARKETS } from '@rozmova/contracts/markets';
import type { MultilinkField } from './types';

export type ResolvedLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string; newTab: boolean };

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this expression
const LEADING_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+/;

/**
 * A CMS address made safe: a same-site path ("/ua/therapists") stays inside the app's router, an
 * http(s)/mailto/tel address goes out as is, anything else (javascript:, data:, vbscript:,
 * relative guesses) is refused and yields null.
 */
export function safeHref(raw: string | undefined): ResolvedLink | null {
  // Browsers drop tabs and newlines inside URLs and ignore leading spaces and control characters,
  // so "java\tscript:" is "javascript:" to them: judge the address as they will read it.
  const href = (raw ?? '')
    .replace(/[\t\n\r]/g, '')
    .replace(LEADING_CONTROLS_AND_SPACES, '')
    .trimEnd();
  if (href === '') return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) {
    return { kind: 'internal', to: href };
  }
  if (href.startsWith('#')) return { kind: 'external', href, newTab: false };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || !SAFE_SCHEMES.has(scheme)) return null;
  return { kind: 'external', href, newTab: scheme === 'http' || scheme === 'https' };
}

/** "ua/pricing" (a story's full slug) -> "/ua/pricing": market folders map back to their locale. */
export function pathForFullSlug(fullSlug: string): string {
  const [folder = '', ...rest] = fullSlug.replace(/^\/+/, '').split('/');
  const locale = MARKET_LOCALES.find((l) => MARKETS[l].locales.storyblok_folder_prefix === folder);
  return locale ? `/${[locale, ...rest].join('/')}` : `/${fullSlug.replace(/^\/+/, '')}`;
}

export function resolveMultilink(link: MultilinkField | undefined): ResolvedLink | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${encodeURIComponent(link.anchor)}` : '';
  switch (link.linktype) {
    case 'story': {
      const slug = link.cached_url ?? '';
      return slug === '' ? null : { kind: 'internal', to: `${pathForFullSlug(slug)}${anchor}` };
    }
    case 'email':
      return link.email ? safeHref(`mailto:${link.email}`) : null;
    default: {
      const resolved = safeHref(link.url || link.cached_url);
      if (resolved?.kind === 'external' && link.target === '_self') return { ...resolved, newTab: false };
      if (resolved?.kind === 'internal' && anchor) return { kind: 'internal', to: `${resolved.to}${anchor}` };
      return resolved;
    }
  }
}
