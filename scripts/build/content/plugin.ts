/**
 * The content files as modules: `import('./en/home.yaml')` gives the page's checked words (./load.ts), so each
 * page's words in each language stay a chunk of their own. The site-wide words (site.yaml) carry the photos'
 * descriptions too (photos.yaml), since every page shows photos. In `npm run dev` an edit is checked and shown
 * at once; a mistake shows the same message the build gives.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentCollections, contentFiles, type ContentName } from '../../../src/content/schema/index.ts';
import type { Env } from '../../../src/lib/identity.ts';
import { canonicalPath, languages, matchRoute, splitPath, type Lang } from '../../../src/lib/routes.ts';
import { DOCUMENT_DATA_ID } from '../../../src/content/page-data-html.ts';
import { documentDataJson } from '../../../src/content/page-data-json.ts';
import { CONTENT_DIR, contentRootOf, loadContent, type Content } from './load.ts';
import { pageModule, routeMetaModule, siteModule } from './module.ts';
import { documentData, pageDataOf } from './page-data.ts';
import { imageVersions } from '../media.ts';
import { buildDay } from './notice-views.ts';

/** The galleries' titles and descriptions in a language, for their pages' head (the prerenderer's only). */
const GALLERIES_MODULE = 'virtual:school-galleries';
/** The school's identity as the build settled it (src/content/identity.ts): contact.yaml with the SITE_* settings over it. */
const IDENTITY_MODULE = 'virtual:school-identity';
/** Each route's words for search engines, in a language (src/content/index.ts, routeMeta). */
const META_MODULE = 'virtual:school-meta';
/** Every site image's version, for the service-worker bridge's offline copy (src/app/after/sw-bridge.ts). */
const VERSIONS_MODULE = 'virtual:school-image-versions';
/** Each written page's own lists, in a language, by address (./page-data.ts): the prerenderer's only. */
const PAGE_DATA_MODULE = 'virtual:school-page-data';

/** Which content file a module is, from its path: `src/content/ml/home.yaml` is home, in Malayalam. */
export function contentFileOf(root: string, id: string): { name: ContentName; lang: Lang | 'both' } | undefined {
  const relative = path.relative(path.join(root, CONTENT_DIR), id.split('?')[0] ?? '').split(path.sep);
  const [first, second] = relative;
  const lang = languages.find((l) => l === first);
  const file = lang ? second : relative.length === 1 ? first : undefined;
  const name = (Object.keys(contentFiles) as ContentName[]).find(
    (n) => contentFiles[n].file === file && contentFiles[n].perLanguage === Boolean(lang),
  );
  return name ? { name, lang: lang ?? 'both' } : undefined;
}

/** What a content file's module gives the app: the site-wide words, a page's words, or the contact details. */
function moduleOf(content: Content, name: ContentName, lang: Lang | 'both', today: string): unknown {
  if (lang === 'both') return content.files[name].both;
  if (name === 'site') return siteModule(content, lang, today);
  if (name === 'photos' || name === 'contact') return content.files[name][lang];
  return pageModule(content, name, lang, today);
}

/** The plugin, and the content as it stands now (other build steps read the photos chosen from it). */
export type ContentPlugin = Plugin & { api: { content: () => Content } };

export function contentPlugin(env: Env): ContentPlugin {
  let root = process.cwd();
  let cached: { stamp: string; content: Content } | undefined;
  let server: ViteDevServer | undefined;
  let building = false;

  /**
   * The content, read again whenever a file of it has changed; in a build, read once. Asking the files whether they
   * changed stats each of them, and the build asks for every module and photo: at ten years (3,000 entries) that
   * was a quarter of the build's time.
   */
  const content = (): Content => {
    if (building && cached) return cached.content;
    const from = contentRootOf(root, env);
    // Every content file and every entry of a collection (a notice added, edited or taken away counts).
    const entries = Object.values(contentCollections).flatMap(({ folder }) =>
      languages.flatMap((lang) => {
        const dir = path.join(from, CONTENT_DIR, lang, folder);
        return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
      }),
    );
    const stamp =
      Object.values(contentFiles)
        .flatMap((f) =>
          f.perLanguage
            ? languages.map((l) => path.join(from, CONTENT_DIR, l, f.file))
            : [path.join(from, CONTENT_DIR, f.file)],
        )
        .concat(entries)
        .map((file) => {
          try {
            return statSync(file).mtimeMs;
          } catch {
            return 0;
          }
        })
        .join() + entries.join();
    if (cached?.stamp !== stamp) cached = { stamp, content: loadContent(from, env) };
    return cached.content;
  };

  /** Each language's pages' lists, made again only when the content has changed. */
  const lists = new WeakMap<Content, Partial<Record<Lang, ReturnType<typeof pageDataOf>>>>();
  const listsOf = (loaded: Content, lang: Lang) => {
    const known = lists.get(loaded) ?? {};
    lists.set(loaded, known);
    return (known[lang] ??= pageDataOf(loaded, lang, buildDay(env)));
  };

  /** The content, or an error an office can read (the message is the point, not where it was thrown). */
  const checked = (): Content => {
    const loaded = content();
    if (loaded.problems.length) {
      const error = new Error(`The site's content has problems:\n  - ${loaded.problems.join('\n  - ')}`);
      error.stack = error.message;
      throw error;
    }
    return loaded;
  };

  return {
    name: 'school-content',
    enforce: 'pre',
    api: { content },
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    configureServer(dev) {
      server = dev;
      // `npm run dev`: every page at its address (`/about/`, `/ml/`) is the app's index.html, as the build writes each
      // page from it; anything else is Vite's (a module, a file of public/, the editor at /admin/).
      dev.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && req.headers.accept?.includes('text/html') && matchRoute(pathname))
          req.url = `/index.html${req.url!.slice(pathname.length)}`;
        next();
      });
    },
    // In `npm run dev`, each page carries its own lists as the built page does (./page-data.ts): the address asked for.
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.server) return html;
        const asked = canonicalPath((context.originalUrl ?? '/').split('?')[0]!);
        const { lang } = splitPath(asked);
        const route = matchRoute(asked)?.route.key;
        const data = documentData(listsOf(checked(), lang), route ? asked : '/404.html');
        const script = `<script type="application/json" id="${DOCUMENT_DATA_ID}">${documentDataJson(data, route)}</script>`;
        return html.replace('</head>', `${script}\n</head>`);
      },
    },
    resolveId(id) {
      return id.startsWith(GALLERIES_MODULE) ||
        id.startsWith(META_MODULE) ||
        id.startsWith(PAGE_DATA_MODULE) ||
        id === IDENTITY_MODULE ||
        id === VERSIONS_MODULE
        ? `\0${id}`
        : null;
    },
    load(id) {
      // Checked once, here: the app is given the result, not the checks (nor the settings they read).
      if (id === `\0${IDENTITY_MODULE}`) return `export default ${JSON.stringify(checked().identity)};`;
      if (id === `\0${VERSIONS_MODULE}`) return `export default ${JSON.stringify(imageVersions(checked()))};`;
      if (id.startsWith(`\0${META_MODULE}/`)) {
        const lang = id.slice(`\0${META_MODULE}/`.length) as Lang;
        return `export default ${JSON.stringify(routeMetaModule(checked(), lang))};`;
      }
      if (id.startsWith(`\0${PAGE_DATA_MODULE}/`)) {
        const lang = id.slice(`\0${PAGE_DATA_MODULE}/`.length) as Lang;
        // Parsed from a string: a large object literal costs the bundler more than the JSON parser.
        const json = JSON.stringify(pageDataOf(checked(), lang, buildDay(env)));
        return `export default JSON.parse(${JSON.stringify(json)});`;
      }
      if (id.startsWith(`\0${GALLERIES_MODULE}`)) {
        const lang = id.slice(`\0${GALLERIES_MODULE}/`.length) as Lang;
        const galleries = checked().collections.galleries[lang].map(({ slug, title, description }) => ({
          id: slug,
          title,
          description,
        }));
        return `export default ${JSON.stringify(galleries)};`;
      }
      const which = contentFileOf(root, id);
      if (!which) return null;
      const loaded = checked();
      // An edit to the photos' words reaches every page through the site-wide words.
      if (which.name === 'site') this.addWatchFile(path.join(root, CONTENT_DIR, which.lang, contentFiles.photos.file));
      return `export default ${JSON.stringify(moduleOf(loaded, which.name, which.lang, buildDay(env)))};`;
    },
    handleHotUpdate({ file }) {
      // Any content file may change what another shows ({school}, a shared photo): reload the page.
      if (!file.endsWith('.yaml') || !file.startsWith(path.join(root, CONTENT_DIR))) return;
      // The modules made from the content (each page's words, the notices, the galleries) are made again.
      server?.moduleGraph.invalidateAll();
      server?.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
