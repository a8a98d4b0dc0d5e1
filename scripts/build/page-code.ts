import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { kebab, matchRoute, type Lang, type PageName } from '../../src/lib/routes.ts';

/**
 * Each written page names the files its app loads before it hydrates, beyond the shell's: the page's own code and
 * its words, and the language's site-wide words (src/app/pages.ts, src/app/apart/start.tsx). The entry asks for them
 * beside the shell (src/main.tsx, `preloadPageCode`), so no page waits for the shell to run before it asks for its own
 * code: one round trip, not two. They are named on the root element, not as preloads in the head, which a browser
 * would fetch before the first paint, against the stylesheet and the images.
 */
const PAGE_CODE_ATTRIBUTE = 'data-page-code';

type Chunks = Rollup.OutputChunk[];

/** The chunk a source file begins (a page's module, a words file), if it is one. */
const chunkOf = (chunks: Chunks, source: string) =>
  chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(source));

/** A chunk's file and every file it imports, directly or not. */
function withImports(chunks: Chunks, first: string, found = new Set<string>()): Set<string> {
  if (found.has(first)) return found;
  found.add(first);
  for (const next of chunks.find((chunk) => chunk.fileName === first)?.imports ?? []) withImports(chunks, next, found);
  return found;
}

/** The files a page of `page` in `lang` loads before it hydrates that the shell (src/app/apart/start.tsx) does not. */
export function pageFiles(chunks: Chunks, page: PageName | undefined, lang: Lang): string[] {
  const start = chunkOf(chunks, 'src/app/apart/start.tsx');
  if (!start) throw new Error('scripts/build/page-code.ts: no chunk begins with src/app/apart/start.tsx');
  const shell = withImports(chunks, start.fileName);
  const sources = [`src/content/${lang}/site.yaml`];
  if (page) sources.push(`src/pages/${kebab(page)}/${kebab(page)}-page.tsx`, `src/content/${lang}/${kebab(page)}.yaml`);
  const files = new Set<string>();
  for (const source of sources) {
    const chunk = chunkOf(chunks, source);
    if (!chunk) throw new Error(`scripts/build/page-code.ts: no chunk begins with ${source}`);
    withImports(chunks, chunk.fileName, files);
  }
  return [...files].filter((file) => !shell.has(file)).map((file) => `/${file}`);
}

/** The page a written file shows, and its language: `ml/about/index.html` is the About page in Malayalam. */
export function pageOfFile(fileName: string): { page: PageName | undefined; lang: Lang } {
  const address = `/${fileName.replace(/index\.html$/, '')}`;
  const match = matchRoute(address);
  if (match) return { page: match.route.page, lang: match.lang };
  // A not-found page (404.html, ml/404.html): the shell and the site's words.
  return { page: undefined, lang: path.dirname(fileName) === 'ml' ? 'ml' : 'en' };
}

/** The page's HTML with its files named on the root element. */
export function namePageCode(html: string, files: string[]): string {
  if (!html.includes('<div id="root"')) throw new Error('scripts/build/page-code.ts: a page without <div id="root">');
  return html.replace('<div id="root"', `<div id="root" ${PAGE_CODE_ATTRIBUTE}="${files.join(' ')}"`);
}

export function pageCodePlugin(): Plugin {
  return {
    name: 'school-page-code',
    apply: 'build',
    generateBundle: {
      // After the pages are written (vite-prerender-plugin adds them to the bundle).
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html') || typeof file.source !== 'string') continue;
          if (file.fileName.startsWith('admin/')) continue;
          const { page, lang } = pageOfFile(file.fileName);
          file.source = namePageCode(file.source, pageFiles(chunks, page, lang));
        }
      },
    },
  };
}
