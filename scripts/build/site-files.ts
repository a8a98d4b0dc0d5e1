/**
 * Files the build derives from the route table, the content and identity: sitemap.xml, robots.txt, the notices
 * feeds and data, the calendar's feeds, the PDFs the content names, favicon and app icons.
 * Also the preview server's routing, which mirrors what docs/hosting.md asks of a static host.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { NoticesData } from '../../src/content/index.ts';
import { alternatePaths, feedPath, languages, noticesDataPath } from '../../src/lib/routes.ts';
import type { Env } from '../../src/lib/identity.ts';
import type { Content } from './content/load.ts';
import { buildDay, noticeViews } from './content/notice-views.ts';
import { frontNotices } from '../../src/notices/shared/rules.ts';
import { publishedFiles } from './content/published-files.ts';
import { sitePaths } from './content/site-paths.ts';
import { calendarFiles } from './calendar-feeds.ts';
import { noticesFeed } from './feeds.ts';
import { covers, deployRules, headersAt, headersFile, redirectsFile, type DeployRules } from './deploy-rules.ts';
import { fileUnder, sendEncoded } from './send-precompressed.ts';
import { TEXT_TYPES } from './precompress.ts';
import { contentSecurityPolicy } from './security.ts';
import { appIcons, logoFile } from './app-icons.ts';

/** Every page in every language, each with its language alternates (hreflang, as the pages carry them). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => {
    const links = alternatePaths(p).map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${origin}${alt.path}"/>`,
    );
    return [`  <url>`, `    <loc>${origin}${p}</loc>`, ...links, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Each language's notices feed, at its address (without the leading slash). */
function feeds(content: Content, env: Env): Record<string, string> {
  const today = buildDay(env);
  return Object.fromEntries(
    languages.map((lang) => [
      feedPath(lang).slice(1),
      noticesFeed({
        notices: noticeViews(content, lang),
        today,
        lang,
        words: {
          heading: content.files.site[lang]?.notices.heading ?? '',
          intro: content.files.notices[lang]?.intro ?? '',
        },
        identity: content.identity,
      }),
    ]),
  );
}

/** Each language's notices as data (src/lib/routes.ts, noticesDataPath), for the app and the push sender. */
function noticesData(content: Content, env: Env): Record<string, string> {
  const today = buildDay(env);
  return Object.fromEntries(
    languages.map((lang) => {
      // What a phone needs now, bounded whatever the years (issue 62): the notices page's list.
      const data: NoticesData = { today, notices: frontNotices(noticeViews(content, lang), today) };
      return [noticesDataPath(lang).slice(1), JSON.stringify(data)];
    }),
  );
}

/** The media types of the files this plugin writes, as the dev server sends them: text as the build's servers name it. */
const TYPES: Record<string, string> = {
  ...TEXT_TYPES,
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export function siteFilesPlugin(content: () => Content, env: Env): Plugin {
  let root = process.cwd();
  // Drawn once for each logo (the office may change it while `npm run dev` runs).
  const icons = new Map<string, Promise<Record<string, Buffer>>>();
  const drawIcons = () => {
    const { logo } = content().files.contact.both ?? { logo: '' };
    const mark = identity().logo;
    const file = logoFile(content().root, root, logo);
    if (!icons.has(file + mark)) icons.set(file + mark, appIcons(file, logo, mark));
    return icons.get(file + mark)!;
  };
  const identity = () => content().identity;
  const files = async (): Promise<Record<string, string | Buffer>> => ({
    'sitemap.xml': sitemapXml(identity().origin, sitePaths(content(), buildDay(env))),
    'robots.txt': robotsTxt(identity().origin),
    // The host's configuration, from the same rules as the nginx and Caddy configurations `npm run deploy-config` prints.
    _headers: headersFile(deployRules(content(), env)),
    _redirects: redirectsFile(deployRules(content(), env)),
    ...feeds(content(), env),
    ...noticesData(content(), env),
    ...publishedFiles(content()),
    ...calendarFiles(content(), env),
    ...(await drawIcons()),
  });
  let build = false;
  return {
    name: 'school-site-files',
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    // The policy travels with every page (dev keeps Vite's inline client scripts, so only in the build).
    transformIndexHtml(html) {
      if (!build) return html;
      const policy = contentSecurityPolicy(identity(), { forMeta: true });
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
    async generateBundle() {
      for (const [fileName, source] of Object.entries(await files()))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const file = (await files())[name];
        if (file === undefined) return next();
        const type = TYPES[path.extname(name)];
        if (type) res.setHeader('Content-Type', type);
        res.end(file);
      });
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(previewRouting(outDir, deployRules(content(), env)));
    },
  };
}

/**
 * `npm start` serves dist/ as Netlify or Cloudflare Pages would with the build's _headers and _redirects (the
 * same rules, scripts/build/deploy-rules.ts): every header rule that covers the address, added up; a file as it is,
 * a folder's index.html at the folder's address (`/about/`), each as the build's compressed twin where the browser
 * takes it (./send-precompressed.ts); the address without the slash sent there with one redirect (308, as
 * Cloudflare Pages sends); else the first rewrite that covers the address (a gallery's viewer: the gallery page;
 * anything else: the not-found page, with 404).
 */
export function previewRouting(outDir: string, rules: DeployRules): Connect.NextHandleFunction {
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = fileUnder(outDir, url.pathname);
    if (!file) {
      res.statusCode = 400;
      return res.end('Not an address of this site.');
    }
    const pathname = decodeURIComponent(url.pathname);
    for (const [name, value] of Object.entries(headersAt(rules, pathname))) res.setHeader(name, value);
    if (isFile(file)) {
      if (!sendEncoded(req, res, file)) next();
      return;
    }
    if (isFile(path.join(file, 'index.html'))) {
      if (pathname.endsWith('/')) {
        if (sendEncoded(req, res, path.join(file, 'index.html'))) return;
        req.url = `${url.pathname}index.html${url.search}`;
        return next();
      }
      res.statusCode = 308;
      res.setHeader('Location', `${url.pathname}/${url.search}`);
      return res.end();
    }
    const rewrite = rules.rewrites.find((r) => covers(r.from, pathname));
    if (!rewrite) return next();
    res.statusCode = rewrite.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readFileSync(path.join(outDir, rewrite.to.endsWith('/') ? `${rewrite.to}index.html` : rewrite.to)));
  };
}
