/**
 * Build-time only: vite-prerender-plugin calls `prerender` for every route (both languages) and writes the
 * HTML it returns into dist/ (and its head tags into <head>). The browser never loads this module.
 */
import { StrictMode } from 'react';
// The edge build: the browser build keeps a MessageChannel open, and the build process would never exit.
import { prerender as renderToStatic } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import {
  canonicalUrl,
  documentTitle,
  eventsJsonLd,
  headTags,
  headWords,
  schoolJsonLd,
  type HeadTag,
  type MetaOverride,
} from './app/apart/head.ts';
import { upcoming } from './lib/calendar.ts';
import { canonicalPath, languageTags, matchRoute, prerenderedPaths, splitPath, type Lang } from './lib/routes.ts';
import { routeParams } from './lib/route-params.ts';
import { pageContent, routeMeta, siteContent } from './content/index.ts';
import { DOCUMENT_DATA_ID, type DocumentData } from './content/page-data-html.ts';
import type { PageData } from './content/page-data.tsx';
import { documentDataJson } from './content/page-data-json.ts';
import { fill } from './lib/text.ts';
import { noticeDescription } from './notices/index.ts';

/** How many of the calendar's next dates its page names to search engines (schema.org Events). */
const EVENTS_FOR_SEARCH_ENGINES = 3;

/** Each language's pages' own lists, by address (scripts/build/content/page-data.ts). */
const pageLists = (lang: Lang) =>
  (lang === 'ml' ? import('virtual:school-page-data/ml') : import('virtual:school-page-data/en')).then(
    (module) => module.default,
  );

export async function prerender({ url: asked }: { url: string }) {
  // The plugin asks for the pages it finds linked without their slash: each is rendered at its one address.
  const url = matchRoute(asked) ? canonicalPath(asked) : asked;
  const { lang } = splitPath(url);
  const site = await siteContent(lang);
  const lists = await pageLists(lang);
  // The page's own lists, written into its HTML beside its markup: the app hydrates from them (src/content/page-data.tsx).
  const data: DocumentData = { path: url, urgent: lists.urgent, page: lists.pages[url] ?? null };
  const { prelude } = await renderToStatic(
    <StrictMode>
      <StaticRouter location={url}>
        <App lang={lang} site={site} data={data} />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary into a later chunk: that would need an inline script to put
    // the page in place (and shift the layout). Every page is written in place, complete.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  const override = await metaOverride(url, data.page);
  const words = headWords(site, await routeMeta(lang));
  const elements = new Set<HeadTag>(headTags(url, words, override));
  elements.add({ type: 'script', props: { type: 'application/ld+json' }, children: schoolJsonLd() });
  const match = matchRoute(url);
  elements.add({
    type: 'script',
    props: { type: 'application/json', id: DOCUMENT_DATA_ID },
    children: documentDataJson(data, match?.route.key),
  });
  if (match?.route.key === 'calendar') {
    const { builtOn } = await pageContent('calendar', lang);
    // The next few, for search engines: the page's own are its dates.
    const coming = upcoming((data.page as PageData['calendar']).events, builtOn).slice(0, EVENTS_FOR_SEARCH_ENGINES);
    if (coming.length) {
      const json = eventsJsonLd(coming, canonicalUrl(url));
      elements.add({ type: 'script', props: { type: 'application/ld+json' }, children: json });
    }
  }
  return {
    html,
    links: new Set(prerenderedPaths),
    head: { lang: languageTags[lang].html, title: documentTitle(url, words, override), elements },
  };
}

/**
 * A notice's page, and a gallery's, carry its own title and words for search engines and link previews; a page of a
 * school year's archive, its year and page.
 */
async function metaOverride(url: string, lists: unknown): Promise<MetaOverride> {
  const match = matchRoute(url);
  const id = routeParams(url).id ?? '';
  if (match?.route.key === 'notice') {
    const { notice } = lists as PageData['notice'];
    return { title: notice.title, description: noticeDescription(notice) };
  }
  if (match?.route.key === 'noticeArchive' || match?.route.key === 'noticeArchivePage') {
    const { year, page, pages } = lists as PageData['noticeArchive'];
    const { archive } = await pageContent('notices', match.lang);
    const title = fill(archive.year, { year });
    return {
      title: pages > 1 ? `${title} (${fill(archive.page, { page, pages })})` : title,
      description: archive.text,
    };
  }
  if (match?.route.key === 'calendarArchive' || match?.route.key === 'calendarArchivePage') {
    const { year = '', page = 1, pages = 1 } = lists as PageData['calendarArchive'];
    const { archive, intro } = await pageContent('calendar', match.lang);
    const title = fill(archive.year, { year });
    return { title: pages > 1 ? `${title} (${fill(archive.page, { page, pages })})` : title, description: intro.text };
  }
  if (match?.route.key === 'galleryViewer') {
    const galleries = (
      await (match.lang === 'ml' ? import('virtual:school-galleries/ml') : import('virtual:school-galleries/en'))
    ).default;
    const gallery = galleries.find((g) => g.id === id);
    return gallery && { title: gallery.title, description: gallery.description };
  }
  return undefined;
}
