import { identity } from '../content/identity.ts';
import { Contact, FactSection, Prose } from './facts.tsx';

interface StatementProps {
  /** Names each part's anchor: `privacy-1`, `privacy-contact`. */
  id: string;
  sections: readonly { heading: string; text: string }[];
  /** Whom to write to: the school, or the person it names (by their role) with their own address. */
  contact: { heading: string; text: string; role?: string; email?: string };
}

/** A statement of the school's (privacy, accessibility): its parts, then whom to write to. */
export function Statement({ id, sections, contact }: StatementProps) {
  return (
    <div className="container facts">
      {sections.map((section, i) => (
        <FactSection key={i} id={`${id}-${i + 1}`} heading={section.heading}>
          <Prose text={section.text} />
        </FactSection>
      ))}
      <FactSection id={`${id}-contact`} heading={contact.heading}>
        <Prose text={contact.text} />
        <Contact name={contact.role} email={contact.email || identity.email} />
      </FactSection>
    </div>
  );
}
