// Which app renders a path under `/{locale}`: the rules are the route table's
// (@rozmova/contracts/routes/paths), so the shell and every remote read the same paths.
import { APP_PAGES, OWNER_RULES, PATHS, ownerOf as ownerFromTable, type Owner } from '@rozmova/contracts/routes/paths';
import type { Role } from '@rozmova/web/auth/types';

export type { Owner };

/** Pages the shell renders itself. */
export const SHELL_PAGES = Object.values(PATHS.shell);

/**
 * Patterns the canonical link rules look at before any remote has told its own: every ownership
 * rule, plus the page at the root of a prefix a remote owns (`booking` for `booking/*`).
 */
export const KNOWN_PATTERNS: readonly string[] = [
  ...OWNER_RULES.map((rule) => rule.pattern),
  ...OWNER_RULES.flatMap(({ pattern, owner }) => {
    const root = pattern.endsWith('/*') ? pattern.slice(0, -2) : null;
    if (!root || owner === 'cabinet') return [];
    return Object.values(APP_PAGES[owner]).includes(root) ? [root] : [];
  }),
];

export function ownerOf(rest: string, role: Role | null | undefined): Owner | null {
  return ownerFromTable(rest, role);
}
