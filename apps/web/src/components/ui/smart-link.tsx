import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps {
  href?: string | null;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  ariaLabel?: string;
  /** Open even a site path in a new tab (spec: shop and recruitment links). */
  newTab?: boolean;
}

/** A path starting with '/' is a route of this site; anything else opens in a new window. */
export function SmartLink({ href, children, className, onClick, ariaLabel, newTab = false }: SmartLinkProps) {
  if (!href) {
    return <span className={className}>{children}</span>;
  }
  if (href.startsWith('/') && !href.startsWith('//') && !newTab) {
    return (
      <Link to={href} className={className} onClick={onClick} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} aria-label={ariaLabel} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
