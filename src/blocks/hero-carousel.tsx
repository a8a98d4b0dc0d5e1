import { useRef } from 'react';
import type { HomeContent } from '../content/index.ts';
import { isNeighbourMove } from '../lib/carousel.ts';
import { wrapIndex } from '../lib/paging.ts';
import { fill } from '../lib/text.ts';
import { Icon } from '../ui/icons.tsx';
import { SitePicture } from './site-picture.tsx';
import { useCarousel } from '../ui/use-carousel.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { usePageLoaded } from '../ui/use-page-loaded.ts';
import { useSnapRow } from '../ui/use-snap-row.ts';
import { useSwipe } from '../ui/use-swipe.ts';
import './hero-carousel.css';

/** Spec section 9: auto-advance 5000 ms, desktop lock 750 ms, swipe threshold 10 px, slide fade 1000 ms. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_LOCK_MS = 750;
export const HERO_SWIPE_PX = 10;
const HERO_FADE_MS = 1000;

type Labels = Omit<HomeContent['hero'], 'slides'>;

/**
 * The home hero: a native scroll-snap row of slides, so a finger swipes it from the first paint with no
 * script. The app adds what the spec describes on top: previous/next and dot buttons on large screens,
 * indicator dots on phones and tablets, a pause control, auto-advance and the 750 ms lock; a wrap from the
 * last slide to the first fades rather than rewinding. Phones and tablets get a portrait crop of each image
 * (art direction via <picture>).
 */
export function HeroCarousel({ slides, labels }: { slides: HomeContent['hero']['slides']; labels: Labels }) {
  const count = slides.length;
  const row = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const loaded = usePageLoaded();

  const carousel = useCarousel({
    count,
    lockMs: HERO_LOCK_MS,
    intervalMs: HERO_INTERVAL_MS,
    onMove: (to, from) => {
      const element = row.current;
      if (!element) return;
      const slide = isNeighbourMove(from, to) && !carousel.reducedMotion;
      scrollRowTo(to * element.clientWidth, slide ? 'smooth' : 'instant');
      if (!slide && !carousel.reducedMotion) {
        element.children[to]?.animate([{ opacity: 0.3 }, { opacity: 1 }], {
          duration: HERO_FADE_MS,
          easing: 'ease-in-out',
        });
      }
    },
  });
  const { index } = carousel;
  const scrollRowTo = useSnapRow(row, { count, stepPx: (element) => element.clientWidth, onIndex: carousel.follow });
  // Until the app runs, a finger scrolls the row natively and it snaps. Then the row takes only vertical
  // scrolling from a finger (touch-action: pan-y) and the app decides: any mostly horizontal swipe or mouse
  // drag over the 10 px threshold moves one slide, wrapping round at either end. (Left to native snapping, a
  // quick short swipe may snap back.)
  const swipe = useSwipe((direction) => (direction === 'next' ? carousel.next() : carousel.prev()), HERO_SWIPE_PX);

  // Only the first image is in the served HTML (it is the page's LCP). The slide the visitor moves to loads
  // at once; its neighbours wait for the page's load event, so they never share a slow connection with the
  // first screen, and are ready long before auto-advance shows them.
  const mounted = (i: number) =>
    i === 0 ||
    (hydrated && (i === index || (loaded && (i === wrapIndex(index + 1, count) || i === wrapIndex(index - 1, count)))));

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={labels.label} {...carousel.rootProps}>
      <div
        ref={row}
        className="hero__slides"
        // A scrolling row is reachable by keyboard (WCAG 2.1.1): arrow keys scroll it, and the app follows.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        data-swipe={hydrated || undefined}
        // Until then, a swipe that snapping sent back is moved on (src/app/entry/early-events.ts).
        data-paged-row={HERO_SWIPE_PX}
        {...swipe}
      >
        {slides.map((slide, i) => {
          // Before the app runs every slide can be swiped to and read; after, only the current one is live.
          const away = hydrated && i !== index;
          return (
            <div
              key={slide.image}
              className="hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideLabel, { n: i + 1, count })}
              aria-hidden={away || undefined}
              inert={away}
              data-away={away || undefined}
            >
              {mounted(i) ? (
                <SitePicture
                  name={slide.image}
                  art={{ media: '--below-lg', name: slide.phoneImage }}
                  sizes="100vw"
                  priority={i === 0}
                  eager
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

      <div className="hero__controls container js-only">
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
                aria-label={fill(labels.goTo, { n: i + 1 })}
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
