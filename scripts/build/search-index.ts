/**
 * What a search looks through, written for each language in files by school year (src/lib/search/shards.ts): every
 * entry of the content (scripts/build/content/search.ts), each page with the words of its written page, the main part of its HTML
 * as a parent reads it (not the header, the footer or what only a screen reader hears of an icon). The development
 * server serves the same file, with each page's description for its words (no page is written there).
 */
import type { Plugin } from 'vite';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { languages } from '../../src/lib/routes.ts';
import { firstSearchFile, olderSearchFile } from '../../src/lib/search/shards.ts';
import type { Env } from '../../src/lib/identity.ts';
import type { Content } from './content/load.ts';
import { buildDay } from './content/notice-views.ts';
import { searchDocs, searchShards } from './content/search.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a parent reads in a page's <main>: no tags, scripts, styles, drawings or hidden words, one space apart. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+\bclass="[^"]*\bvisually-hidden\b[^"]*"[^>]*>[^<]*<\/[a-z]+>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1)))
        : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's written HTML file in the bundle: `/about/` is about/index.html, `/` index.html. */
const htmlFile = (url: string) => `${url.slice(1)}index.html`;

/**
 * Each language's files: the first (every page, with its words read from its HTML where it was written, and the recent
 * school years' entries) and each older school year's (scripts/build/content/search.ts, searchShards).
 */
export function searchFiles(content: Content, env: Env, htmlOf: (file: string) => string | undefined) {
  const today = buildDay(env);
  return Object.fromEntries(
    languages.flatMap((lang) => {
      const docs: SearchDoc[] = searchDocs(content, lang, today).map((doc) => {
        const html = doc.kind === 'page' ? htmlOf(htmlFile(doc.url)) : undefined;
        return html === undefined ? doc : { ...doc, text: mainText(html) || doc.text };
      });
      const { first, older } = searchShards(content, lang, today, docs);
      return [
        [firstSearchFile(lang).slice(1), JSON.stringify(first)],
        ...[...older].map(([year, entries]) => [olderSearchFile(year, lang).slice(1), JSON.stringify(entries)]),
      ] as [string, string][];
    }),
  );
}

export function searchIndexPlugin(content: () => Content, env: Env): Plugin {
  return {
    name: 'school-search-index',
    generateBundle: {
      // After the pages are written (vite-prerender-plugin adds them to the bundle).
      order: 'post',
      handler(_options, bundle) {
        const htmlOf = (file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source : undefined;
        };
        for (const [fileName, source] of Object.entries(searchFiles(content(), env, htmlOf)))
          this.emitFile({ type: 'asset', fileName, source });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const files = searchFiles(content(), env, () => undefined);
        const file = files[req.url?.split('?')[0]?.slice(1) ?? ''];
        if (file === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(file);
      });
    },
  };
}
