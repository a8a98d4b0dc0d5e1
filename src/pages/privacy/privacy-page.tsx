import { PageIntro } from '../../blocks/page-intro.tsx';
import { Statement } from '../../blocks/statement.tsx';
import type { PrivacyContent } from '../../content/index.ts';

/** What the site keeps and where (src/content/<language>/privacy.yaml; tests/e2e/privacy.spec.ts holds it true). */
export default function PrivacyPage({ content: page }: { content: PrivacyContent }) {
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <Statement id="privacy" sections={page.sections} contact={page.contact} />
    </>
  );
}
