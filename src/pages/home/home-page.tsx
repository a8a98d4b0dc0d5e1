import { Banner } from '../../blocks/banner.tsx';
import { HeroCarousel } from '../../blocks/hero-carousel.tsx';
import { IdealCampus } from '../../blocks/ideal-campus.tsx';
import { LatestNotices } from '../../blocks/latest-notices.tsx';
import { PrincipalMessage } from '../../blocks/principal-message.tsx';
import { ThingsToKnow } from '../../blocks/things-to-know.tsx';
import type { HomeContent } from '../../content/index.ts';

export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <h1 className="visually-hidden">{content.pageTitle}</h1>
      <HeroCarousel slides={content.hero.slides} labels={content.hero} />
      <LatestNotices notices={content.notices} />
      <Banner {...content.banner} />
      <ThingsToKnow {...content.thingsToKnow} />
      <IdealCampus image={content.idealCampus.image} />
      <PrincipalMessage {...content.principal} />
    </>
  );
}
