/**
 * Few chunks, because every file the app asks for costs the phone's main thread a few milliseconds to start
 * (more when a script asks than when the HTML does). Each group takes its modules and what they import, a
 * higher priority first, and names folders: a module joins a group by where it lives. A folder under src/ named for
 * when its modules load says so wherever it is: `entry/` (before anything else), `react/` (with React), `after/`
 * (once the app has hydrated), `apart/` (each in a chunk of its own, by a dynamic import).
 * - `entry`: src/main.tsx, one file with nothing to import. The helpers it shares with the app (the preloader,
 *   the held taps, the install offer) live in it, and the app's chunks import them from it. Otherwise they are
 *   chunks of their own, fetched before the first paint beside the stylesheet and the images, and mobile LCP waits
 *   for them. (The group holding the entry module is the entry. The bundler's runtime, which React's CommonJS
 *   needs, is a tiny chunk of its own that the entry does not import.)
 * - `react`: React and React DOM for the browser, evaluated in a task of their own before the app.
 * - `app`: the shell and what pages are built from (router, stores, hooks, blocks, pure logic) that two or more
 *   chunks use. A piece only one page uses (the hero carousel, the enquiry form, the pay page's UPI links) stays in
 *   that page's chunk: fetched with the page anyway, it costs no request and keeps the others' first load small.
 *   A page's own module stays in its page chunk, words in their language's chunks, and the start module (it
 *   touches the window as it loads, and the build-time prerenderer imports the shared chunks), the head's tags
 *   (needed only when the page changes) and the push client (when a parent turns notices on) in chunks of their
 *   own (`apart/`).
 * - `classes`: the choice of a son's class and the folds for other classes (issue 57), which only the home, notices
 *   and calendar pages show, and the links to the school years of their archives (issue 62): one file for the three,
 *   and nothing in the others' first load. Below the app's priority, so what it imports that the app has stays there.
 * - `gallery`: the gallery list's checks and its photos' addresses, which the gallery page and the service worker's
 *   bridge (after hydration) use: nothing in the other pages' first load.
 * - `after`: what the app loads once it has hydrated: the fetch of the newest notices (with valibot, which checks
 *   them), the app's messages, and the service worker bridge (with workbox-window; registered when idle). One file,
 *   not four: each response costs its headers, and Lighthouse counts every script a page's load transfers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The groups for the project at `root`. A module's path is read from the root, so the folders a checkout itself sits
 * in (~/src/react/site/) name no chunk; packages' folders are read at any depth of node_modules.
 */
export function chunkGroupsFor(root: string) {
  const fromRoot = (id: string) => `/${path.relative(root, id).replaceAll('\\', '/')}`;
  /** Whether a module lives in one of `folders`: src/… from the root, node_modules/… at any depth. */
  const inFolders =
    (...folders: string[]) =>
    (id: string) =>
      folders.some((folder) =>
        folder.startsWith('src/') ? fromRoot(id).startsWith(`/${folder}/`) : fromRoot(id).includes(`/${folder}/`),
      );
  /** Whether a module lives in a folder called `name`, at any depth under src/. */
  const inFolderNamed = (name: string) => (id: string) => new RegExp(`^/src/(?:[^/]+/)*${name}/`).test(fromRoot(id));
  const packages = (...names: string[]) => inFolders(...names.map((name) => `node_modules/${name}`));

  const ENTRY = inFolderNamed('entry');
  const REACT = (id: string) => packages('react', 'react-dom', 'scheduler')(id) || inFolderNamed('react')(id);
  const CLASSES = inFolders('src/notices/classes', 'src/blocks/year-links');
  const GALLERY = inFolders('src/lib/gallery');
  const AFTER = (id: string) => inFolderNamed('after')(id) || packages('valibot', 'workbox-window')(id);
  const APART = inFolderNamed('apart');
  const APP = (id: string) =>
    inFolders(...['app', 'ui', 'state', 'notices', 'blocks', 'lib'].map((folder) => `src/${folder}`))(id) ||
    packages('react-router', 'react-router-dom', 'zustand', 'cookie', 'set-cookie-parser')(id) ||
    // The content folder's own modules (the words and settings the pages read), not its schemas.
    /^\/src\/content\/[^/]+\.tsx?$/.test(fromRoot(id));

  return [
    {
      name: 'entry',
      priority: 30,
      test: (id: string) => fromRoot(id) === '/src/main.tsx' || id.includes('vite/preload-helper') || ENTRY(id),
    },
    {
      name: 'react',
      priority: 20,
      // React's server and static renderers are the prerenderer's, never the browser's.
      test: (id: string) => REACT(id) && !/node_modules\/.*(server|static)/.test(fromRoot(id)),
    },
    { name: 'classes', priority: 9, test: CLASSES },
    { name: 'gallery', priority: 9, test: GALLERY },
    {
      name: 'app',
      priority: 10,
      // Used by one chunk only: that chunk's (see above).
      minShareCount: 2,
      test: (id: string) => !CLASSES(id) && !GALLERY(id) && !AFTER(id) && !APART(id) && APP(id),
    },
    { name: 'after', priority: 5, test: AFTER },
  ];
}

export const chunkGroups = chunkGroupsFor(fileURLToPath(new URL('../..', import.meta.url)));
