/**
 * The page's language and its site-wide words, given to every component below the app, and the photos the page's
 * words name, to its pictures. The language comes from the address (the route table's /ml prefix) and does not
 * change while the page is open: the language switch loads the other language's page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../lib/routes.ts';
import type { ImageName } from './images.ts';
import type { SiteContent } from './index.ts';
import { photoOf, type Photo, type Photos } from './photos.ts';

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

const PhotosContext = createContext<Photos>({});

/** The photos a page's words name (src/app/pages.ts gives each page its own). */
export function PhotosProvider({ photos, children }: { photos: Photos; children: ReactNode }) {
  return <PhotosContext.Provider value={photos}>{children}</PhotosContext.Provider>;
}

/** A photo the page's words name, or the site-wide words. */
export function usePhoto(name: ImageName): Photo {
  const page = useContext(PhotosContext);
  const { site } = useSiteContext();
  return photoOf(page[name] ? page : site.photos, name);
}
