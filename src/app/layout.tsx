import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useSite } from '../content/context.tsx';
import { usePageMeta } from '../state/page-meta-store.ts';
import { appHydrated } from '../ui/use-hydrated.ts';
import '../styles/global.css';
import '../styles/patterns.css';
import { ErrorBoundary } from './error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { UrgentNotices } from '../notices/index.ts';

/** Navigation state that asks the layout to keep the scroll position (the gallery viewer opening over its list). */
export interface KeepScrollState {
  keepScroll: true;
}

/** Where a parent types: a field that has the focus as a new page arrives keeps it, while it is still shown. */
const FIELDS = 'input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset]), textarea, select';
const typing = (element: Element | null) =>
  !!element &&
  (element.matches(FIELDS) || (element as HTMLElement).isContentEditable) &&
  // An engine without checkVisibility (before Safari 17.4) keeps the field's focus.
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<KeepScrollState>).keepScroll === true;

/**
 * What a page's <head> says (src/app/apart/head.ts) changes only when the page does, and the served page has it right: its
 * code is a chunk of its own, fetched at the first change of page (precached, like every chunk), not in the first load.
 */
const head = () => import('./apart/head.ts');

/** The app's own messages (offline, a new version, installing) show only once it runs: their code loads then. */
const AppPrompts = lazy(() => import('./after/app-prompts.tsx').then(({ AppPrompts }) => ({ default: AppPrompts })));

// useLayoutEffect warns when rendered on the server; the prerender step has no layout to do.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const site = useSite();
  const pageMeta = usePageMeta((s) => s.meta);
  // Mounted once the app has hydrated, outside the transition that marks it so: the held taps' replay and the
  // pages' own hydration never wait for the messages' code.
  const [prompts, setPrompts] = useState(false);
  useEffect(() => void appHydrated.then(() => setPrompts(true)), []);

  useIsomorphicLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const { pathname } = location;
    void head().then(({ applyHead }) => applyHead(pathname, site));
    if (navigationType === 'POP' || keepsScroll(location.state)) return;
    // Every link click lands at the top of the next page, and screen readers start reading there. A parent who began
    // typing while the page's code was on its way (the header's search, opened again) keeps the focus: taken away, the
    // next keys would go to the page, and Escape would not find the search.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!typing(document.activeElement)) mainRef.current?.focus({ preventScroll: true });
  }, [location.key]);

  // A page's own title and description (a notice's), once it has given them.
  useEffect(() => {
    if (pageMeta?.path === location.pathname)
      void head().then(({ applyHead }) => applyHead(pageMeta.path, site, pageMeta));
  }, [pageMeta, location.pathname, site]);

  return (
    <>
      <a className="skip-link" href="#main">
        {site.header.skipLink}
      </a>
      <UrgentNotices />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
      {prompts && (
        <Suspense fallback={null}>
          <AppPrompts />
        </Suspense>
      )}
    </>
  );
}
