import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
  /** Read after the link text by screen readers; mail links do not open a tab on every system. */
  newTabNote?: string;
}

/** A link that leaves the site: a new tab, no opener, no referrer, and a screen-reader note saying so. */
export function ExternalLink({
  href,
  children,
  className,
  title,
  newTabNote = '(opens in a new tab)',
}: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" title={title}>
      {children}
      <span className="visually-hidden"> {newTabNote}</span>
    </a>
  );
}
