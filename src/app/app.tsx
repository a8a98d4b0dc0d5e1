import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentProvider } from '../content/context.tsx';
import type { DocumentData } from '../content/page-data-html.ts';
import { DocumentDataProvider } from '../content/page-data.tsx';
import type { SiteContent } from '../content/index.ts';
import { markAppHydrated, useHydrated } from '../ui/use-hydrated.ts';
import { replayHeldInput } from './entry/early-events.ts';
import { Layout } from './layout.tsx';
import NotFoundPage from './not-found-page.tsx';
import { pageFor } from './pages.ts';
import { isBuilt, matchRoute, type Lang, type RouteKey } from '../lib/routes.ts';

/**
 * Rendered with the page, inside its Suspense boundary. Its effect runs once the page has hydrated and has
 * rendered again as a hydrated page (blocks that enhance themselves then, such as looping carousels, have).
 */
function Hydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    // A marker that the page is interactive: tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
    markAppHydrated();
    // Taps made before now take effect (src/app/entry/early-events.ts).
    replayHeldInput();
  }, [hydrated]);
  return null;
}

/**
 * The route an address shows in the app of a language: one of its built pages, or none (the not-found page).
 * (React Router's route matching is the larger part of the router; the route table has its own, src/lib/routes.ts.)
 */
export function shownRoute(pathname: string, lang: Lang, filledPages: readonly RouteKey[]): RouteKey | undefined {
  const match = matchRoute(pathname);
  return match && match.lang === lang && isBuilt(match.route, filledPages) ? match.route.key : undefined;
}

/**
 * The site in one language (the page's: the language switch loads the other language's page), with the data of the
 * page it opened on (src/content/page-data.tsx).
 */
export function App({ lang, site, data }: { lang: Lang; site: SiteContent; data: DocumentData | null }) {
  const key = shownRoute(useLocation().pathname, lang, site.filledPages);
  // One page's routes (the gallery and a gallery open in its viewer) are one component, so moving between them keeps
  // the page as it is. Each page's component is made once (src/app/pages.ts keeps them), not at each render.
  const Page = key ? pageFor(key, lang) : NotFoundPage;
  return (
    <ContentProvider lang={lang} site={site}>
      <DocumentDataProvider data={data}>
        <Layout>
          <Suspense>
            {/* eslint-disable-next-line react-hooks/static-components -- made once per page, see above */}
            <Page />
            <Hydrated />
          </Suspense>
        </Layout>
      </DocumentDataProvider>
    </ContentProvider>
  );
}
