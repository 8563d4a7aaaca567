// Canonical link rules (docs/rules.md R-2.4): /therapists is excluded; pages whose path has a dynamic
// segment get none; every other page gets {site host}/{locale}{path}.
import { matchPath } from 'react-router-dom';

const EXCLUDED = ['therapists'];

function isDynamic(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

/** The route pattern a path matches, preferring a static pattern over a dynamic one. */
export function matchingPattern(rest: string, patterns: readonly string[]): string | null {
  const path = `/${rest.replace(/^\/+|\/+$/g, '')}`;
  const ordered = [...patterns.filter((p) => !isDynamic(p)), ...patterns.filter(isDynamic)];
  for (const pattern of ordered) {
    if (matchPath({ path: `/${pattern.replace(/^\/+/, '')}`, end: true }, path)) return pattern;
  }
  return null;
}

/**
 * The canonical URL of `/{locale}/{rest}`, or null when the page must not have one. A path no known
 * pattern matches is treated as dynamic (it can only be reached through a catch-all).
 */
export function canonicalUrl(
  siteUrl: string,
  locale: string,
  rest: string,
  patterns: readonly string[],
): string | null {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  const first = clean.split('/')[0] ?? '';
  if (EXCLUDED.includes(first)) return null;
  const pattern = matchingPattern(clean, patterns);
  if (!pattern || isDynamic(pattern)) return null;
  return `${siteUrl.replace(/\/+$/, '')}/${locale}${clean ? `/${clean}` : ''}`;
}
