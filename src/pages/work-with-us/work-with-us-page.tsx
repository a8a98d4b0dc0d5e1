import { useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { WorkWithUsContent } from '../../content/index.ts';
import { mailLink } from '../../lib/links.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { SitePicture } from '../../blocks/site-picture.tsx';
import { TypedText, useTyping } from '../../ui/typed-text.tsx';
import './work-with-us-page.css';

/** Spec section 9: the heading types at 30 ms a character, the paragraph at 10 ms. */
const HEADING_MS = 30;
const TEXT_MS = 10;

export default function WorkWithUsPage({ content: workWithUs }: { content: WorkWithUsContent }) {
  const site = useSite();
  const [heading, text] = useTyping([
    { text: workWithUs.heading, msPerChar: HEADING_MS },
    { text: workWithUs.text, msPerChar: TEXT_MS },
  ]);
  return (
    <section className="container work-with-us" aria-labelledby="work-heading">
      <div className="work-with-us__text">
        <h1 id="work-heading">
          <TypedText text={workWithUs.heading} shown={heading ?? 0} />
        </h1>
        <p className="lead">
          <TypedText text={workWithUs.text} shown={text ?? 0} />
        </p>
        <ExternalLink
          className="button button--primary"
          href={mailLink(identity.email, { subject: workWithUs.cvSubject })}
          newTabNote={site.newTab}
        >
          <Icon name="mail" />
          {workWithUs.sendCv}
        </ExternalLink>
        <p className="work-with-us__hint">{workWithUs.cvHint}</p>
      </div>
      <SitePicture
        name={workWithUs.image}
        sizes="(min-width: 1024px) 40vw, 100vw"
        priority
        className="work-with-us__picture"
      />
    </section>
  );
}
