// docs/rules.md: an e-mail address on one particular Polish mail provider's domain is rejected (its
// filters drop the platform's letters). The domain is configuration (runtime config
// `rejectedEmailDomain`, env REJECTED_EMAIL_DOMAIN for the local run; default wp.pl).
import { getRuntimeConfig } from '@rozmova/shared/runtime-config';

export function rejectedEmailDomain(): string | null {
  return getRuntimeConfig().rejectedEmailDomain;
}

/** True when the address is on the rejected domain or one of its subdomains. */
export function isRejectedEmail(email: string, domain: string | null = rejectedEmailDomain()): boolean {
  if (!domain) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  const rejected = domain.toLowerCase();
  return host === rejected || host.endsWith(`.${rejected}`);
}
