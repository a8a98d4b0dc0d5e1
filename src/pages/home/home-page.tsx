import { Banner } from '../../blocks/banner.tsx';
import { ComingUp } from '../../blocks/coming-up.tsx';
import { HeroCarousel } from '../../blocks/hero-carousel.tsx';
import { IdealCampus } from '../../blocks/ideal-campus.tsx';
import { LatestNotices } from '../../notices/index.ts';
import { PrincipalMessage } from '../../blocks/principal-message.tsx';
import { ThingsToKnow } from '../../blocks/things-to-know.tsx';
import { AdmissionWindowLine } from '../../blocks/admission-window.tsx';
import { useLang } from '../../content/context.tsx';
import { available, usePageData } from '../../content/page-data.tsx';
import type { HomeContent } from '../../content/index.ts';
import { APPLY_ANCHOR } from '../../lib/admission-window.ts';
import { pagePath, paths } from '../../lib/routes.ts';
import { useLocation } from 'react-router-dom';

export default function HomePage({ content }: { content: HomeContent }) {
  const lang = useLang();
  // The latest notices and the next dates: the page's own lists, in its HTML (src/content/page-data.tsx).
  const lists = available(usePageData('home', useLocation().pathname));
  return (
    <>
      <h1 className="visually-hidden">{content.pageTitle}</h1>
      <HeroCarousel slides={content.hero.slides} labels={content.hero} />
      <div className="container home-admission">
        <AdmissionWindowLine
          window={content.admissionWindow}
          href={`${pagePath(paths.admission, lang)}#${APPLY_ANCHOR}`}
        />
      </div>
      <LatestNotices notices={lists?.notices ?? []} />
      <ComingUp events={lists?.nextDates ?? []} words={content.comingUp} />
      <Banner {...content.banner} />
      <ThingsToKnow {...content.thingsToKnow} />
      <IdealCampus image={content.idealCampus.image} />
      <PrincipalMessage {...content.principal} />
    </>
  );
}
