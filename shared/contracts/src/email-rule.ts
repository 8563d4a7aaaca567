// An e-mail address on one particular Polish mail provider's domain is rejected at registration (its
// filters drop the platform's letters). The domain is configuration: the browser reads it from the
// runtime config (`rejectedEmailDomain()` in @rozmova/web/runtime-config; env REJECTED_EMAIL_DOMAIN for
// the local run; default wp.pl), so this rule takes it as an argument.

/** True when the address is on the rejected domain or one of its subdomains; `null` turns the rule off. */
export function isRejectedEmail(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const rejected = domain.toLowerCase();
  return host === rejected || host.endsWith(`.${rejected}`);
}
