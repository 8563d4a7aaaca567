import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResolvedLink } from '../links';

interface SafeLinkProps {
  link: ResolvedLink | null;
  className?: string;
  children: ReactNode;
}

/** Same-site paths navigate inside the shell's router; a refused address shows as plain text. */
export function SafeLink({ link, className, children }: SafeLinkProps): React.JSX.Element {
  if (!link) return <span className={className}>{children}</span>;
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
