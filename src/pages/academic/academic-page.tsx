import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { pagePath, paths } from '../../lib/routes.ts';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AcademicContent } from '../../content/index.ts';
import { chatLink } from '../../lib/links.ts';
import { fill, strongParts } from '../../lib/text.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LoopCarousel } from '../../ui/loop-carousel.tsx';
import { SitePicture } from '../../blocks/site-picture.tsx';
import { ScrollRow } from '../../ui/scroll-row.tsx';
import { Heading } from '../../ui/heading.tsx';
import './academic-page.css';

/** Spec section 9: division step 415 px, arrow lock 500 ms, swipe 50 px, narrow snap 330 px, click under 5 px. */
const DIVISION = { stepPx: 415, lockMs: 500, swipePx: 50, snapPx: 330, clickTolerancePx: 5 };
/** Add-ons: arrows scroll 400 px and wrap; drag moves 1.5 times the pointer. */
const ADD_ON_STEP_PX = 400;
const ADD_ON_DRAG = 1.5;

type DivisionCard = AcademicContent['divisions']['cards'][number];
type AddOnCard = AcademicContent['addOns']['cards'][number];

function DivisionCardView({ card, admissionLink }: { card: DivisionCard; admissionLink: string }) {
  const lang = useLang();
  if (card.type === 'image') {
    return (
      <figure className="division-card division-card--image">
        <SitePicture name={card.image} sizes="395px" />
        <figcaption>{card.caption}</figcaption>
      </figure>
    );
  }
  return (
    <article className="division-card division-card--content" data-colour={card.colour}>
      <p className="division-card__subtitle">{card.subtitle}</p>
      <h3>{card.title}</h3>
      <p>{card.content}</p>
      <Link to={pagePath(paths.admission, lang)} className="division-card__link">
        {admissionLink}
        <Icon name="arrowRight" />
      </Link>
    </article>
  );
}

function AddOnCardView({ card, addOns }: { card: AddOnCard; addOns: AcademicContent['addOns'] }) {
  const site = useSite();
  if (card.type === 'image') {
    return (
      <figure className="addon-card addon-card--image">
        <SitePicture name={card.image} sizes="300px" />
        <figcaption>{card.title}</figcaption>
      </figure>
    );
  }
  return (
    <article className="addon-card addon-card--content" data-colour={card.colour}>
      <h3>{card.title}</h3>
      <p>
        {strongParts(card.content).map((segment, i) =>
          segment.strong ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
        )}
      </p>
      <ExternalLink
        className="button button--gold addon-card__more"
        href={chatLink(identity.whatsappNumber, fill(addOns.chatMessage, { title: card.title }))}
        newTabNote={fill(addOns.findOutMoreNote, { title: card.title, newTab: site.newTab })}
      >
        {addOns.findOutMore}
      </ExternalLink>
    </article>
  );
}

export default function AcademicPage({ content }: { content: AcademicContent }) {
  const { cover, divisions, addOns } = content;
  return (
    <>
      <PageIntro eyebrow={cover.eyebrow} heading={cover.heading} text={cover.text} image={cover.image} />

      <section className="section academic-divisions" aria-labelledby="divisions-heading">
        <div className="container">
          <h2 id="divisions-heading">{divisions.heading}</h2>
          <LoopCarousel
            label={divisions.label}
            labels={divisions}
            items={divisions.cards.map((card, i) => ({
              key: String(i),
              node: <DivisionCardView card={card} admissionLink={divisions.admissionLink} />,
            }))}
            {...DIVISION}
          />
        </div>
      </section>

      <section className="section academic-addons" aria-labelledby="addons-heading">
        <div className="container">
          <Heading id="addons-heading" eyebrow={addOns.eyebrow}>
            {addOns.heading}
          </Heading>
          <ScrollRow
            label={addOns.label}
            step={ADD_ON_STEP_PX}
            dragMultiplier={ADD_ON_DRAG}
            arrows="always"
            labels={addOns}
            items={addOns.cards.map((card, i) => ({
              key: String(i),
              node: <AddOnCardView card={card} addOns={addOns} />,
            }))}
          />
        </div>
      </section>
    </>
  );
}
