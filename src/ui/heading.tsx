import type { ReactNode } from 'react';

interface HeadingProps {
  /** The page's own heading (1), or a section's (2). */
  level?: 1 | 2;
  id?: string;
  /** The small line above the heading. */
  eyebrow?: ReactNode;
  /** The sentence under it. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A heading with the small line above it and the sentence under it, as every page and section begins. */
export function Heading({ level = 2, id, eyebrow, lead, children }: HeadingProps) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Tag id={id}>{children}</Tag>
      {lead && <p className="lead">{lead}</p>}
    </>
  );
}
