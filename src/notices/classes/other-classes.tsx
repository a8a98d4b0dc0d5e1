import type { ReactNode } from 'react';
import './other-classes.css';

/** What is for other classes than the parent's, folded below what is for his: there for a parent who looks. */
export function OtherClasses({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="other-classes">
      <summary className="other-classes__summary">{summary}</summary>
      <div className="other-classes__items">{children}</div>
    </details>
  );
}
