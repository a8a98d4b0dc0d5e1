/**
 * The page's language and its site-wide words, given to every component below the app. The language comes
 * from the address (the route table's /ml prefix) and does not change while the page is open: the language
 * switch loads the other language's page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../lib/routes.ts';
import type { SiteContent } from './index.ts';

const SiteContext = createContext<{ lang: Lang; site: SiteContent } | null>(null);

export function ContentProvider({ lang, site, children }: { lang: Lang; site: SiteContent; children: ReactNode }) {
  return <SiteContext.Provider value={{ lang, site }}>{children}</SiteContext.Provider>;
}

function useSiteContext() {
  const value = useContext(SiteContext);
  if (!value) throw new Error('No ContentProvider above this component');
  return value;
}

export const useLang = (): Lang => useSiteContext().lang;
export const useSite = (): SiteContent => useSiteContext().site;
