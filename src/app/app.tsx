import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { replayHeldInput } from './early-events.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { Layout } from './layout.tsx';
import NotFoundPage from './not-found-page.tsx';
import { pages } from './pages.ts';
import { routes } from './paths.ts';

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
    // Taps made before now take effect (src/app/early-events.ts).
    replayHeldInput();
  }, [hydrated]);
  return null;
}

export function App() {
  return (
    <Layout>
      <Suspense>
        <Routes>
          {routes.map((route) => {
            const Page = pages[route.key];
            return <Route key={route.key} path={route.path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <Hydrated />
      </Suspense>
    </Layout>
  );
}
