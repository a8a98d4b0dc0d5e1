import { Banner } from '../../blocks/banner.tsx';
import { HeroCarousel } from '../../blocks/hero-carousel.tsx';
import { IdealCampus } from '../../blocks/ideal-campus.tsx';
import { PrincipalMessage } from '../../blocks/principal-message.tsx';
import { ThingsToKnow } from '../../blocks/things-to-know.tsx';
import { home, shared } from '../../content/home.ts';

export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{home.pageTitle}</h1>
      <HeroCarousel slides={home.hero.slides} labels={home.hero} />
      <Banner {...home.banner} />
      <ThingsToKnow {...home.thingsToKnow} />
      <IdealCampus image={shared.idealCampus.image} />
      <PrincipalMessage {...shared.principal} />
    </>
  );
}
