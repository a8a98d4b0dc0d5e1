import type { HeroSlide } from '../content/home.ts';
import { Icon } from '../ui/icons.tsx';
import { Picture } from '../ui/picture.tsx';
import { wrapIndex } from '../lib/carousel.ts';
import { useCarousel } from '../ui/use-carousel.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useSwipe } from '../ui/use-swipe.ts';
import './hero-carousel.css';

/** Spec section 9: auto-advance 5000 ms, desktop lock 750 ms, swipe threshold 10 px. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_LOCK_MS = 750;
export const HERO_SWIPE_PX = 10;

interface Labels {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (n: number) => string;
  slideLabel: (n: number, count: number) => string;
}

/**
 * The home hero. One markup for every width: large screens show previous/next and dot buttons; phones and
 * tablets swipe, show indicator dots and a portrait crop of each image (art direction via <picture>).
 */
export function HeroCarousel({ slides, labels }: { slides: readonly HeroSlide[]; labels: Labels }) {
  const count = slides.length;
  const carousel = useCarousel({ count, lockMs: HERO_LOCK_MS, intervalMs: HERO_INTERVAL_MS });
  const { index } = carousel;
  const swipe = useSwipe((direction) => (direction === 'next' ? carousel.next() : carousel.prev()), HERO_SWIPE_PX);

  // Only the first image is in the served HTML (it is the page's LCP). Once the page is interactive, the
  // current slide and its neighbours load too, so the next image is ready before it shows.
  const hydrated = useHydrated();
  const mounted = (i: number) =>
    i === 0 || (hydrated && (i === index || i === wrapIndex(index + 1, count) || i === wrapIndex(index - 1, count)));

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={labels.label} {...carousel.rootProps}>
      <div className="hero__slides" aria-live={carousel.rotating ? 'off' : 'polite'} {...swipe}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.image}
              className="hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideLabel(i + 1, count)}
              aria-hidden={!active}
              inert={!active}
              data-active={active || undefined}
            >
              {mounted(i) ? (
                <Picture
                  name={slide.image}
                  art={{ media: '--below-lg', name: slide.phoneImage }}
                  sizes="100vw"
                  priority={i === 0}
                  className="hero__picture"
                />
              ) : (
                <div className="hero__picture" />
              )}
              <div className="hero__text container">
                <p className="hero__headline">{slide.headline}</p>
                {slide.subtitle && <p className="hero__subtitle">{slide.subtitle}</p>}
              </div>
            </div>
          );
        })}
      </div>

      <div className="hero__controls container">
        <button
          type="button"
          className="hero__button hero__pause"
          onClick={() => carousel.setPlaying(!carousel.playing)}
          aria-label={carousel.playing ? labels.pause : labels.play}
        >
          <Icon name={carousel.playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className="hero__button hero__arrow" onClick={carousel.prev} aria-label={labels.previous}>
          <Icon name="chevronLeft" />
        </button>
        <ol className="hero__dots">
          {slides.map((slide, i) => (
            <li key={slide.image}>
              <button
                type="button"
                className="hero__dot"
                aria-label={labels.goTo(i + 1)}
                aria-current={i === index || undefined}
                onClick={() => carousel.goTo(i)}
              />
            </li>
          ))}
        </ol>
        <button type="button" className="hero__button hero__arrow" onClick={carousel.next} aria-label={labels.next}>
          <Icon name="chevronRight" />
        </button>
        <ol className="hero__indicators" aria-hidden="true">
          {slides.map((slide, i) => (
            <li key={slide.image} data-active={i === index || undefined} />
          ))}
        </ol>
      </div>
    </section>
  );
}
