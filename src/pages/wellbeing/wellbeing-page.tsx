import { PageIntro } from '../../blocks/page-intro.tsx';
import { Contact, FactSection, Prose, anyOf } from '../../blocks/facts.tsx';
import type { WellbeingContent } from '../../content/index.ts';
import { telLink } from '../../lib/links.ts';
import { Icon } from '../../ui/icons.tsx';
import './wellbeing-page.css';

/**
 * Whom a boy or a parent can talk to: the national helplines first (they ship filled in, and someone in need
 * should not have to scroll for them), then the school's counsellor, its policy and its grievance contact, each
 * shown once the school has filled it in.
 */
export default function WellbeingPage({ content: page }: { content: WellbeingContent }) {
  const { counsellor, policy, grievance, helplines } = page;
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <div className="container facts">
        <FactSection id="helplines" heading={helplines.heading}>
          <p className="facts__text">{helplines.text}</p>
          <ul className="helplines">
            {helplines.lines.map((line) => (
              <li key={line.number} className="helpline">
                <a className="helpline__call" href={telLink(line.number)}>
                  <Icon name="phone" size={24} />
                  <span>
                    <span className="helpline__name">{line.name}</span>
                    <span className="helpline__number">
                      <span className="visually-hidden">{helplines.callLabel} </span>
                      {line.number}
                    </span>
                  </span>
                </a>
                <p className="helpline__note">{line.note}</p>
              </li>
            ))}
          </ul>
        </FactSection>
        {anyOf(counsellor.name, counsellor.phone, counsellor.email, counsellor.text) && (
          <FactSection id="counsellor" heading={counsellor.heading}>
            <Contact name={counsellor.name} phone={counsellor.phone} email={counsellor.email} />
            <Prose text={counsellor.text} />
          </FactSection>
        )}
        {anyOf(policy.text, policy.document) && (
          <FactSection id="policy" heading={policy.heading}>
            <Prose text={policy.text} />
            {policy.document && (
              <p className="facts__text">
                <a href={`/${policy.document.replace(/^\//, '')}`}>{policy.documentLink} (PDF)</a>
              </p>
            )}
          </FactSection>
        )}
        {anyOf(grievance.name, grievance.phone, grievance.email, grievance.text) && (
          <FactSection id="grievance" heading={grievance.heading}>
            <Contact name={grievance.name} phone={grievance.phone} email={grievance.email} />
            <Prose text={grievance.text} />
          </FactSection>
        )}
      </div>
    </>
  );
}
