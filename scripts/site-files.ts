/**
 * Files the build derives from the route table, the content and identity: sitemap.xml, robots.txt, the notices
 * feeds, favicon and app icons.
 * Also the preview server's routing, which mirrors what the README asks of a static host.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import type { SiteContent } from '../src/content/index.ts';
import { alternatePaths, feedPath, languages, localPath, notFoundFile, splitPath } from '../src/lib/routes.ts';
import type { Env } from '../src/lib/identity.ts';
import { ADMIN_PATH, adminPolicy } from './admin/plugin.ts';
import { editorBackend } from './admin/backend.ts';
import { contentModule, type Content } from './content/load.ts';
import { buildDay, noticeViews } from './content/notices.ts';
import { sitePaths } from './content/site-paths.ts';
import { noticesFeed } from './feeds.ts';
import { contentSecurityPolicy, securityHeaders } from './security.ts';

/** Every page in every language, each with its language alternates (hreflang, as the pages carry them). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => {
    const links = alternatePaths(p).map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${origin}${alt.path}"/>`);
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

/** An .ico holding one PNG image (every browser reads PNG-in-ICO): a 6-byte header and one 16-byte entry. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

const ICON_SOURCE = 'public/icon.svg';

/** PNG icons drawn from the one source drawing; maskable ones get a safe-zone margin on the brand colour. */
export async function renderIcons(root: string): Promise<Record<string, Buffer>> {
  const svg = readFileSync(path.join(root, ICON_SOURCE));
  const plain = (size: number) => sharp(svg, { density: 512 }).resize(size, size).png().toBuffer();
  const maskable = async (size: number) => {
    const inner = Math.round(size * 0.7);
    const mark = await sharp(svg, { density: 512 }).resize(inner, inner).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: '#0f3b57' } })
      .composite([{ input: mark, gravity: 'centre' }])
      .png()
      .toBuffer();
  };
  return {
    'favicon.ico': icoFromPng(await plain(32), 32),
    'apple-touch-icon.png': await maskable(180),
    'icons/icon-192.png': await plain(192),
    'icons/icon-512.png': await plain(512),
    'icons/maskable-512.png': await maskable(512),
  };
}

/** Each language's notices feed, at its address (without the leading slash). */
function feeds(content: Content, env: Env): Record<string, string> {
  const today = buildDay(env);
  return Object.fromEntries(
    languages.map((lang) => [
      feedPath(lang).slice(1),
      noticesFeed({ notices: noticeViews(content, lang), today, lang, site: contentModule(content, 'site', lang, today) as SiteContent, identity: content.identity }),
    ]),
  );
}

export function siteFilesPlugin(content: () => Content, env: Env): Plugin {
  let root = process.cwd();
  let icons: Promise<Record<string, Buffer>> | undefined;
  const identity = () => content().identity;
  const files = async (): Promise<Record<string, string | Buffer>> => ({
    'sitemap.xml': sitemapXml(identity().origin, sitePaths(content())),
    'robots.txt': robotsTxt(identity().origin),
    ...feeds(content(), env),
    ...(await (icons ??= renderIcons(root))),
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
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    },
    async generateBundle() {
      for (const [fileName, source] of Object.entries(await files())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const file = (await files())[req.url?.split('?')[0]?.slice(1) ?? ''];
        if (file === undefined) return next();
        res.end(file);
      });
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const site = securityHeaders(identity());
      const editor = { ...site, 'Content-Security-Policy': adminPolicy(editorBackend(env), { forMeta: false }), 'X-Robots-Tag': 'noindex' };
      server.middlewares.use(previewRouting(outDir, (pathname) => (pathname.startsWith(ADMIN_PATH) ? editor : site)));
    },
  };
}

/**
 * Static-host routing for `npm start`: /about and /about/ serve about/index.html, /galleries/<id> serves the
 * gallery page (the app opens the viewer), and any other unknown address gets 404.html with status 404.
 * Cache and security headers follow the README's deploy notes.
 */
export function previewRouting(outDir: string, headersFor: (pathname: string) => Record<string, string>): Connect.NextHandleFunction {
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
    if (pathname.startsWith('/api/')) return next();
    if (/^\/(assets|media)\//.test(pathname)) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=604800');
      return next();
    }
    if (pathname === '/sw.js' || pathname.endsWith('.webmanifest')) {
      res.setHeader('Cache-Control', 'no-cache');
      return next();
    }
    if (isFile(path.join(outDir, pathname)) && !pathname.endsWith('/')) return next();
    const clean = pathname.replace(/\/+$/, '') || '/';
    const { lang, path: page } = splitPath(clean);
    // /galleries/<id> (and /ml/galleries/<id>) is the gallery page of its language.
    const served = /^\/galleries\/[^/]+$/.test(page) ? localPath('/gallery', lang) : clean;
    const target = served === '/' ? '/index.html' : `${served}/index.html`;
    res.setHeader('Cache-Control', 'no-cache');
    if (!isFile(path.join(outDir, target))) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(path.join(outDir, notFoundFile(lang))));
      return;
    }
    req.url = target + url.search;
    next();
  };
}
