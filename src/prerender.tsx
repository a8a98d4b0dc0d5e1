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
} from './app/head.ts';
import { upcoming } from './lib/calendar.ts';
import { canonicalPath, languageTags, matchRoute, prerenderedPaths, splitPath } from './lib/routes.ts';
import { routeParams } from './lib/route-params.ts';
import { pageContent, routeMeta, siteContent } from './content/index.ts';
import { noticeDescription } from './notices/rules.ts';

export async function prerender({ url: asked }: { url: string }) {
  // The plugin asks for the pages it finds linked without their slash: each is rendered at its one address.
  const url = matchRoute(asked) ? canonicalPath(asked) : asked;
  const { lang } = splitPath(url);
  const site = await siteContent(lang);
  const { prelude } = await renderToStatic(
    <StrictMode>
      <StaticRouter location={url}>
        <App lang={lang} site={site} />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary into a later chunk: that would need an inline script to put
    // the page in place (and shift the layout). Every page is written in place, complete.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  const override = await metaOverride(url);
  const words = headWords(site, await routeMeta(lang));
  const elements = new Set<HeadTag>(headTags(url, words, override));
  elements.add({ type: 'script', props: { type: 'application/ld+json' }, children: schoolJsonLd() });
  const match = matchRoute(url);
  if (match?.route.key === 'calendar') {
    const { events, builtOn } = await pageContent('calendar', lang);
    const coming = upcoming(events, builtOn);
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

/** A notice's page, and a gallery's, carry its own title and words for search engines and link previews. */
async function metaOverride(url: string): Promise<MetaOverride> {
  const match = matchRoute(url);
  const id = routeParams(url).id ?? '';
  if (match?.route.key === 'notice') {
    const notice = (await pageContent('notices', match.lang)).notices.find((n) => n.slug === id);
    return notice && { title: notice.title, description: noticeDescription(notice) };
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
