/** The addresses dist/ gives out: its sitemap's, and every link, source and stylesheet of every page it holds. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathsUnder } from '../helpers/files.ts';
import { content } from '../helpers/content.ts';

const DIST = 'dist';

/** A link of the site's own, as a path (with its query), or null for another site's, a fragment or a scheme. */
function ownPath(link: string): string | null {
  const origin = content.identity.origin;
  const address = link.startsWith(origin) ? link.slice(origin.length) || '/' : link;
  if (!/^\/(?!\/)/.test(address)) return null;
  return address.replace(/#.*$/, '');
}

/** Every address of the sitemap (each page and its language twins), as paths. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  const found = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => ownPath(m[1]!));
  return [...new Set(found.filter((p): p is string => p !== null))].sort();
}

/** The built pages: every HTML file of dist/, as its path in dist/. */
export const builtPages = (): string[] => pathsUnder(DIST).filter((file) => file.endsWith('.html'));

/** Every address a built page links to or loads (href, src, srcset, content of og:url and og:image), as paths. */
export function linkedPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of builtPages()) {
    const html = readFileSync(file, 'utf8');
    const links = [
      ...[...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((m) =>
        m[1]!.split(',').map((s) => s.trim().split(/\s+/)[0]!),
      ),
    ];
    for (const link of links) {
      const own = ownPath(link.replace(/&amp;/g, '&'));
      if (own && !found.has(own)) found.set(own, file.slice(DIST.length + 1));
    }
  }
  return found;
}

/** One built file of each kind dist/ serves but pages (each page is checked at its own address), by extension. */
export function oneOfEachKind(): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const file of pathsUnder(DIST).sort()) {
    const name = file.slice(DIST.length);
    if (name.startsWith('/admin/') || name.endsWith('.html') || /^\/_(headers|redirects)$/.test(name)) continue;
    const kind = path.extname(name) || (name.startsWith('/api/') ? 'api' : 'none');
    if (!kinds.has(kind)) kinds.set(kind, name);
  }
  return kinds;
}
