import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { builtRoutes, headerRoutes, pagePath, paths } from '../../lib/routes.ts';
import { routeParams } from '../../lib/route-params.ts';
import { useLang, useSite } from '../../content/context.tsx';
import type { GalleryContent } from '../../content/index.ts';
import type { GalleryFailure } from '../../lib/gallery/gallery-client.ts';
import { fill } from '../../lib/text.ts';
import { useUi } from '../../state/ui-store.ts';
import { useOnline } from '../../ui/use-online.ts';
import { GRID_BATCH, GalleryGrid } from './gallery-grid.tsx';
import { useGalleries } from './use-galleries.ts';
import { EarlierGalleries } from './earlier-galleries.tsx';
import { available, usePageData } from '../../content/page-data.tsx';
import { parseGalleries } from '../../lib/gallery/gallery.ts';
import './gallery-page.css';
import './gallery-viewer.css';

/** Why the galleries could not be loaded, in the page's words. */
function failureText(copy: GalleryContent, failure: GalleryFailure): string {
  const reason = {
    status: fill(copy.reasons.status, { code: failure.kind === 'status' ? failure.code : '' }),
    timeout: copy.reasons.timeout,
    'invalid-json': copy.reasons.invalidJson,
    'not-a-list': copy.reasons.notAList,
    network: copy.reasons.network,
  }[failure.kind];
  return fill(copy.failed, { reason });
}

/** Placeholders at most: two rows of four, the first screen of the widest page. */
const PLACEHOLDERS = 8;

// The viewer (and the animation library in it) loads only when a gallery is opened.
const GalleryViewer = lazy(() => import('./gallery-viewer.tsx').then((module) => ({ default: module.GalleryViewer })));

/**
 * While the list loads: as many cards as it will show when that is known, up to two rows of the widest screen (so
 * nothing on the first screen moves when they come), else those two rows.
 */
function LoadingCards({ copy }: { copy: GalleryContent }) {
  const count = Math.min(Math.max(copy.galleryCount ?? PLACEHOLDERS, 1), PLACEHOLDERS);
  return (
    <ul className="card-grid card-grid--four js-only" aria-busy="true" aria-label={copy.loading}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="gallery-card gallery-card--placeholder" aria-hidden="true">
          <span className="gallery-card__cover" />
          {/* A card's lines, each as tall as the text it stands for, so the cards take the placeholders' place exactly. */}
          <span className="gallery-card__body">
            <span className="gallery-card__title gallery-card__line">{'\u00a0'}</span>
            <span className="gallery-card__description" />
            <span className="gallery-card__date gallery-card__line gallery-card__line--short">{'\u00a0'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A gallery not in the lists loaded (an older year's, opened by its address): from its page's HTML, where the build
 * wrote it (src/content/page-data.tsx); 'No gallery selected' when the site has none at this address.
 */
function OlderGallery({ pathname, onClose, copy }: { pathname: string; onClose: () => void; copy: GalleryContent }) {
  const lang = useLang();
  const own = available(usePageData('galleryViewer', pathname));
  const gallery = own ? parseGalleries([own.gallery], window.location.origin, lang)?.[0] : undefined;
  return <GalleryViewer gallery={gallery} onClose={onClose} copy={copy.viewer} />;
}

/** /gallery and /galleries/:id: the list, with the viewer open over it when the address names a gallery. */
export default function GalleryPage({ content: copy }: { content: GalleryContent }) {
  const site = useSite();
  const lang = useLang();
  const location = useLocation();
  const { id } = routeParams(location.pathname);
  const navigate = useNavigate();
  const online = useOnline();
  const { state, retry, years, loadYear } = useGalleries();
  const openGallery = useUi((s) => s.openGallery);
  const closeGallery = useUi((s) => s.closeGallery);
  const lastOpened = useRef<string | undefined>(undefined);

  // The address is the source of truth; the store mirrors it for the viewer's state.
  useEffect(() => {
    if (id) {
      openGallery();
      lastOpened.current = id;
      return;
    }
    closeGallery();
    // Back to the list: focus returns to the card that opened the viewer.
    if (lastOpened.current) document.getElementById(`card-${lastOpened.current}`)?.focus({ preventScroll: true });
  }, [id, openGallery, closeGallery]);

  const cameFromGrid = (location.state as { fromGrid?: boolean } | null)?.fromGrid === true;
  const close = useCallback(() => {
    // Opened from a card: going back leaves the history as it was. Opened by a link: replace it with the list.
    if (cameFromGrid) navigate(-1);
    else void navigate(pagePath(paths.gallery, lang), { replace: true, state: { keepScroll: true } });
  }, [cameFromGrid, navigate, lang]);

  // The first list, then each older year the parent asked for, newest first; a gallery once.
  const galleries = useMemo(() => {
    const lists = [state, ...copy.galleryYears.map(({ year }) => years[year])];
    const all = lists.flatMap((list) => (list?.status === 'loaded' ? list.galleries : []));
    return all.filter((gallery, i) => all.findIndex((other) => other.id === gallery.id) === i);
  }, [state, years, copy.galleryYears]);
  const selected = id ? galleries.find((g) => g.id === id) : undefined;
  // The viewer opens once the list is known; if it failed, the page shows why (with Retry) instead.
  const listKnown = state.status === 'loaded' || state.status === 'empty';

  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={copy.heading} text={copy.text} image={copy.image} />
      <section className="container gallery-section" aria-label={copy.listLabel}>
        {!online && state.status === 'loaded' && (
          <p className="gallery-notice" role="status">
            {copy.offline}
          </p>
        )}
        {/* Shown only when the browser runs no script (CSS `scripting: none`, which also holds where a
            browser's settings or tools switch script off). */}
        <div className="gallery-notice gallery-notice--no-js">
          <p>{copy.noScript}</p>
          <ul className="gallery-notice__links">
            {builtRoutes(headerRoutes, site.filledPages)
              .filter((route) => route.key !== 'gallery')
              .map((route) => (
                <li key={route.key}>
                  <Link to={pagePath(route.path, lang)}>{site.nav[route.key]}</Link>
                </li>
              ))}
          </ul>
        </div>
        {state.status === 'loading' && <LoadingCards copy={copy} />}
        {state.status === 'empty' && <p className="gallery-notice">{copy.empty}</p>}
        {state.status === 'failed' && (
          <div className="gallery-notice gallery-notice--error" role="alert">
            <p>{failureText(copy, state.failure)}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              {copy.retry}
            </button>
          </div>
        )}
        {state.status === 'loaded' && (
          <GalleryGrid key={galleries.length > GRID_BATCH ? 'long' : 'short'} galleries={galleries} copy={copy} />
        )}
        {listKnown && <EarlierGalleries copy={copy} years={years} onLoad={loadYear} />}
      </section>
      {id && listKnown && (
        <Suspense>
          {selected ? (
            <GalleryViewer key={id} gallery={selected} onClose={close} copy={copy.viewer} />
          ) : (
            <OlderGallery key={id} pathname={location.pathname} onClose={close} copy={copy} />
          )}
        </Suspense>
      )}
    </>
  );
}
