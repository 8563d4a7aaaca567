// The check every remote's routes test runs: the pages the remote declares in `./routes` are the pages
// the route table gives it, the shell sends each of them to this remote, and every prefix the shell
// sends here holds at least one of its pages. It fails when a remote's routes and the shell's
// ownership rules (both read from @rozmova/contracts/routes/paths) drift apart.
import {
  APP_PAGES,
  OWNER_RULES,
  cabinetOf,
  matchPattern,
  ownerOf,
  type RemoteName,
} from '@rozmova/contracts/routes/paths';

/** A concrete path for a pattern: `cabinet/video_call/couple/:id` -> `cabinet/video_call/couple/x1`. */
export function examplePath(pattern: string): string {
  return pattern
    .split('/')
    .filter((segment) => segment !== '*')
    .map((segment) => (segment.startsWith(':') ? `${segment.slice(1)}-x1` : segment))
    .join('/');
}

/** Roles whose cabinet is this remote (the cabinet prefix goes by the signed-in role). */
function rolesOf(remote: RemoteName): Array<string | null> {
  const candidates = [null, 'user', 'therapist', 'admin'];
  const own = candidates.filter((role) => cabinetOf(role) === remote);
  return own.length > 0 ? own : [null];
}

export function describeRouteAgreement(remote: RemoteName, routes: readonly string[]): void {
  describe(`${remote} and the shell agree on its routes`, () => {
    it('declares exactly the pages the route table gives it', () => {
      expect([...routes].sort()).toEqual(Object.values(APP_PAGES[remote]).sort());
    });

    it.each(routes.map((pattern) => [pattern]))('the shell sends %s here', (pattern) => {
      for (const role of rolesOf(remote)) {
        expect({ role, owner: ownerOf(examplePath(pattern), role) }).toMatchObject({
          role,
          owner: { kind: 'remote', remote },
        });
      }
    });

    it('renders something under every prefix the shell sends here', () => {
      const owned = OWNER_RULES.filter(
        (rule) =>
          rule.owner === remote || (rule.owner === 'cabinet' && rolesOf(remote).some((r) => cabinetOf(r) === remote)),
      );
      for (const rule of owned) {
        const served = routes.some((page) => matchPattern(rule.pattern, examplePath(page)));
        expect({ prefix: rule.pattern, served }).toEqual({ prefix: rule.pattern, served: true });
      }
    });
  });
}
