import { PageIntro } from '../../blocks/page-intro.tsx';
import { Contact, FactSection, Prose } from '../../blocks/facts.tsx';
import { identity } from '../../content/identity.ts';
import type { PrivacyContent } from '../../content/index.ts';

/** What the site keeps and where (src/content/<language>/privacy.yaml; tests/e2e/privacy.spec.ts holds it true). */
export default function PrivacyPage({ content: page }: { content: PrivacyContent }) {
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <div className="container facts">
        {page.sections.map((section, i) => (
          <FactSection key={i} id={`privacy-${i + 1}`} heading={section.heading}>
            <Prose text={section.text} />
          </FactSection>
        ))}
        <FactSection id="privacy-contact" heading={page.contact.heading}>
          <Prose text={page.contact.text} />
          <Contact email={identity.email} />
        </FactSection>
      </div>
    </>
  );
}
