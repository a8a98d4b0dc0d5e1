import { PageIntro } from '../../blocks/page-intro.tsx';
import { Statement } from '../../blocks/statement.tsx';
import type { AccessibilityContent } from '../../content/index.ts';

/** The accessibility statement (src/content/<language>/accessibility.yaml), true to what the site's tests check. */
export default function AccessibilityPage({ content: page }: { content: AccessibilityContent }) {
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <Statement id="accessibility" sections={page.sections} contact={page.contact} />
    </>
  );
}
