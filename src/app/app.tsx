import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout.tsx';
import NotFoundPage from './not-found-page.tsx';
import { pages } from './pages.ts';
import { routes } from './paths.ts';

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
      </Suspense>
    </Layout>
  );
}
