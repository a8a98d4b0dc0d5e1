import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentProvider } from '../content/context.tsx';
import type { SiteContent } from '../content/index.ts';
import { markAppHydrated, useHydrated } from '../ui/use-hydrated.ts';
import { replayHeldInput } from './early-events.ts';
import { Layout } from './layout.tsx';
import NotFoundPage from './not-found-page.tsx';
import { pageFor } from './pages.ts';
import { isBuilt, localPath, routes, type Lang } from '../lib/routes.ts';

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
    // Taps made before now take effect (src/app/early-events.ts).
    replayHeldInput();
  }, [hydrated]);
  return null;
}

/** The site in one language (the page's: the language switch loads the other language's page). */
export function App({ lang, site }: { lang: Lang; site: SiteContent }) {
  return (
    <ContentProvider lang={lang} site={site}>
      <Layout>
        <Suspense>
          <Routes>
            {routes
              .filter((route) => isBuilt(route, site.filledPages))
              .map((route) => {
                const Page = pageFor(route.key, lang);
                return <Route key={route.key} path={localPath(route.path, lang)} element={<Page />} />;
              })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
          <Hydrated />
        </Suspense>
      </Layout>
    </ContentProvider>
  );
}
