import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { pagePath, paths } from '../../lib/routes.ts';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AboutContent } from '../../content/index.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { SitePicture } from '../../blocks/site-picture.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { ScrollRow } from '../../ui/scroll-row.tsx';
import { Heading } from '../../ui/heading.tsx';
import './about-page.css';

/** Spec section 9: facility step 211 px, drag multiplier 2, progress bar at least 50 px (200 px on large). */
const FACILITY_STEP_PX = 211;
const FACILITY_DRAG = 2;

export default function AboutPage({ content }: { content: AboutContent }) {
  const { intro, mission, location, facilities, faqs, team } = content;
  const site = useSite();
  const lang = useLang();
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} />

      <section className="section about-mission" aria-labelledby="mission-heading">
        <div className="container">
          <Heading id="mission-heading" eyebrow={mission.eyebrow}>
            {mission.heading}
          </Heading>
          <ul className="about-mission__aims">
            {mission.aims.map((aim, i) => (
              <li key={aim.title}>
                <Reveal delay={i}>
                  <h3>{aim.title}</h3>
                  <p>{aim.text}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section about-location" aria-labelledby="location-heading">
        <div className="container about-location__layout">
          <Reveal>
            <Heading id="location-heading" eyebrow={location.eyebrow} lead={location.text}>
              {location.heading}
            </Heading>
            <dl className="about-location__facts">
              {location.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.value}</dt>
                  <dd>{fact.label}</dd>
                </div>
              ))}
            </dl>
            <ExternalLink className="button button--primary" href={identity.mapsUrl} newTabNote={site.newTab}>
              <Icon name="pin" />
              {location.mapLink}
            </ExternalLink>
          </Reveal>
          <Reveal delay={1}>
            <SitePicture
              name={location.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="about-location__picture"
            />
          </Reveal>
        </div>
      </section>

      <section className="section about-facilities" aria-labelledby="facilities-heading">
        <div className="container about-facilities__layout">
          <div>
            <Heading id="facilities-heading" eyebrow={facilities.eyebrow} lead={facilities.text}>
              {facilities.heading}
            </Heading>
          </div>
          <ScrollRow
            label={facilities.listLabel}
            step={FACILITY_STEP_PX}
            dragMultiplier={FACILITY_DRAG}
            arrows="large"
            progress={{ min: 50, minLarge: 200 }}
            labels={facilities}
            items={facilities.items.map((item, i) => ({
              key: item.image,
              node: (
                <Reveal delay={i} className="facility-card">
                  <SitePicture name={item.image} sizes="191px" />
                  <p>{item.text}</p>
                </Reveal>
              ),
            }))}
          />
        </div>
      </section>

      <section className="section about-faqs" aria-labelledby="faqs-heading">
        <div className="container about-faqs__layout">
          <div>
            <Heading id="faqs-heading" eyebrow={faqs.eyebrow}>
              {faqs.heading}
            </Heading>
          </div>
          <div className="about-faqs__list">
            {faqs.items.map((faq) => (
              <details key={faq.question} className="faq">
                <summary>
                  <span>{faq.question}</span>
                  <Icon name="plus" />
                </summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="section about-team" aria-labelledby="team-heading">
        <div className="container about-team__layout">
          <Reveal>
            <SitePicture name={team.image} sizes="(min-width: 1024px) 50vw, 100vw" className="about-team__picture" />
          </Reveal>
          <Reveal delay={1}>
            <Heading id="team-heading" eyebrow={team.eyebrow} lead={team.text}>
              {team.heading}
            </Heading>
            <Link className="button button--primary" to={pagePath(paths.coreTeam, lang)}>
              {team.link}
              <Icon name="arrowRight" />
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  );
}
