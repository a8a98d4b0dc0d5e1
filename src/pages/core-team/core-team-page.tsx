import { PageIntro } from '../../blocks/page-intro.tsx';
import type { CoreTeamContent } from '../../content/index.ts';
import { SitePicture } from '../../blocks/site-picture.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import './core-team-page.css';

export default function CoreTeamPage({ content: coreTeam }: { content: CoreTeamContent }) {
  return (
    <>
      <PageIntro eyebrow={coreTeam.eyebrow} heading={coreTeam.heading} text={coreTeam.text} />
      <section className="container core-team" aria-label={coreTeam.eyebrow}>
        <ul className="card-grid">
          {Object.entries(coreTeam.members).map(([key, member], i) => (
            <li key={key}>
              <Reveal delay={i} className="team-card">
                {/* The first portrait is on the first screen at every width: it loads at once. */}
                <SitePicture
                  name={member.image}
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                  priority={i === 0}
                />
                <div className="team-card__text">
                  {member.name && <h2 className="team-card__name">{member.name}</h2>}
                  <p className="team-card__position">{member.position}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
