// Which app owns a page address, from the shell's route table (route-table.json, written by its build from
// the same rules it routes by), for the shell's server (shell-pages.mjs).

/** react-router's matchPath with `end: true`, for the patterns route-table.json holds. */
export function matchesPattern(pattern, segments) {
  const parts = pattern.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '*' && i === parts.length - 1) return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** Which rule of the table owns `/{locale}/{rest}`; null when none does. */
export function ownerRule(table, rest) {
  const segments = rest.split('/').filter(Boolean);
  return table.routes.find((rule) => matchesPattern(rule.pattern, segments)) ?? null;
}

/**
 * Whether the owner of a prefix renders a page at `rest` (`gift-codes` yes, `gift-codes/whatever` no). A table
 * from an older shell build, without `pages`, keeps the prefix answer.
 */
export function rendersPage(table, owner, rest) {
  const pages = table.pages?.[owner];
  if (!pages) return true;
  const segments = rest.split('/').filter(Boolean);
  return pages.some((pattern) => matchesPattern(pattern, segments));
}
