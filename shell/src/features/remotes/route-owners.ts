// Which app renders a path under `/{locale}` (FRONTEND-CONTRACT.md "Shell routes -> remotes").
// Patterns are relative to `/{locale}` in react-router syntax; order matters (first match wins).
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@rozmova/shared/contracts/remote';
import type { Role } from '@rozmova/shared/auth/types';

export type Owner = { kind: 'remote'; remote: RemoteName; private: boolean } | { kind: 'shell' };

interface OwnerRule {
  pattern: string;
  owner: RemoteName | 'shell' | 'cabinet';
  private?: boolean;
}

/** Pages the shell renders itself. */
export const SHELL_PAGES = [
  'login',
  'register',
  'restore-password',
  'reset-password',
  'complete-registration',
  'telegram-support',
  'facebook-messenger-support',
] as const;

export const OWNER_RULES: readonly OwnerRule[] = [
  ...SHELL_PAGES.map((pattern) => ({ pattern, owner: 'shell' as const })),
  { pattern: 'home', owner: 'mf_content' },
  { pattern: 'therapists', owner: 'mf_booking' },
  { pattern: 'booking/*', owner: 'mf_booking' },
  { pattern: 'recommendation/*', owner: 'mf_booking' },
  { pattern: 'checkout/*', owner: 'mf_payments' },
  { pattern: 'payment/result', owner: 'mf_payments' },
  { pattern: 'tokens', owner: 'mf_payments' },
  { pattern: 'subscriptions', owner: 'mf_payments' },
  { pattern: 'gift-codes/*', owner: 'mf_payments' },
  { pattern: 'cabinet/appointments-list/*', owner: 'mf_worker_cabinet', private: true },
  { pattern: 'cabinet/admin/*', owner: 'mf_worker_cabinet', private: true },
  // Calls are rendered by the cabinet of whoever opens them (one call component in both cabinets): the
  // client and the invited partner in theirs, the therapist in the worker cabinet.
  { pattern: 'cabinet/video_call/couple/:id', owner: 'cabinet', private: true },
  { pattern: 'cabinet/video_call/personal/:id', owner: 'cabinet', private: true },
  // The rest of the cabinet belongs to whoever is signed in: clients and therapists have their own.
  { pattern: 'cabinet/*', owner: 'cabinet', private: true },
  { pattern: ':slug/*', owner: 'mf_content' },
];

/** Patterns the canonical link rules look at, besides those the remotes declare. */
export const KNOWN_PATTERNS: readonly string[] = [
  ...OWNER_RULES.map((rule) => rule.pattern),
  'cabinet/appointments-list',
  'cabinet/admin',
  'booking',
  'recommendation',
  'gift-codes',
];

export function ownerOf(rest: string, role: Role | null | undefined): Owner | null {
  const path = `/${rest.replace(/^\/+/, '')}`;
  for (const rule of OWNER_RULES) {
    if (!matchPath({ path: `/${rule.pattern}`, end: true }, path)) continue;
    if (rule.owner === 'shell') return { kind: 'shell' };
    if (rule.owner === 'cabinet') {
      const remote: RemoteName = role === 'user' || !role ? 'mf_client_cabinet' : 'mf_worker_cabinet';
      return { kind: 'remote', remote, private: true };
    }
    return { kind: 'remote', remote: rule.owner, private: Boolean(rule.private) };
  }
  return null;
}
