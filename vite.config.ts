import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { customMediaPlugin } from './scripts/build/custom-media.ts';
import { lastGoodBuildPlugin } from './scripts/build/last-good.ts';
import { hostLimitsPlugin } from './scripts/build/host-limits.ts';
import { buildLogger, prerenderChunksPlugin, workerBuildPlugin } from './scripts/build/build-log.ts';
import { buildOnlyPlugin } from './scripts/build/build-only.ts';
import { entryPriorityPlugin } from './scripts/build/entry-priority.ts';
import { routerTreeShakingPlugin } from './scripts/build/router-tree-shaking.ts';
import { featureDoorsPlugin } from './scripts/build/feature-doors.ts';
import { chunkGroups } from './scripts/build/chunk-groups.ts';
import { pageCodePlugin } from './scripts/build/page-code.ts';
import { galleriesPlugin } from './scripts/build/galleries.ts';
import { photoStoreCache } from './scripts/build/photo-store/cache.ts';
import { photoStoreOf } from './scripts/build/photo-store/bucket.ts';
import { languageLabelPlugin } from './scripts/build/language-label.ts';
import { chosenPhoto, mediaPlugin } from './scripts/build/media.ts';
import { searchIndexPlugin } from './scripts/build/search-index.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';
import { siteFilesPlugin } from './scripts/build/site-files.ts';
import { topperPhotosPlugin } from './scripts/build/topper-photos.ts';
import { prerenderLockPlugins } from './scripts/build/prerender-lock.ts';
import { builtRoutes, headerRoutes, languages, notFoundFile } from './src/lib/routes.ts';
import { PRECACHE } from './src/lib/cache-policy.ts';
import { adminPlugin } from './scripts/build/admin/plugin.ts';
import { contentPlugin } from './scripts/build/content/plugin.ts';
import { contentRootOf, loadContentOrExit } from './scripts/build/content/load.ts';
import { filledPagesOf } from './scripts/build/content/filled.ts';
import { entryPaths } from './scripts/build/content/site-paths.ts';
import { warnExpiring } from './scripts/build/content/documents.ts';
import { buildDay } from './scripts/build/content/notice-views.ts';
import { webManifest } from './scripts/build/web-manifest.ts';
import { settingsOf } from './scripts/build/settings.ts';

export default defineConfig(({ command, mode }) => {
  // SITE_* variables come from the environment or a .env file. They and the content (src/content/) are checked
  // before anything is built: a problem stops here, named in words an office can act on.
  const env = settingsOf(process.cwd(), mode);
  const loaded = loadContentOrExit(contentRootOf(process.cwd(), env), env);
  warnExpiring(loaded, buildDay(env));
  // A notice scheduled for later is in no part of this build: said, so the office sees it is waiting.
  for (const { title, appearAt } of loaded.scheduled)
    console.log(
      `Scheduled: "${title}" is published by the first build at or after ${appearAt.replace('T', ' ')} (India).`,
    );
  const { identity } = loaded;
  const content = contentPlugin(env);
  // The photo the school chose for each image, as the photos' file says now.
  const photoOf = (name: string) => chosenPhoto(content.api.content(), name);
  // The gallery photos' object store as the build's cache, when the deployment names one (docs/hosting.md); on
  // Cloudflare Pages, whose site serves the photos from it, what it holds is left there.
  const photoStore = photoStoreCache(env, command === 'build' && process.env.DEPLOY_TO === 'cloudflare-pages');
  const [prerenderLock, prerenderUnlock] = prerenderLockPlugins();

  return {
    envPrefix: ['VITE_', 'SITE_'],
    appType: 'mpa',
    plugins: [
      content,
      // The school's editor at /admin/, a folder of its own: no part of the public site.
      adminPlugin(() => content.api.content().identity, env),
      // The header's links sit inline from the width they fit, by how many the content gives it; the school's full
      // name shows from the width it fits.
      customMediaPlugin(
        () => builtRoutes(headerRoutes, filledPagesOf(content.api.content())).length,
        () => content.api.content().identity.names,
      ),
      languageLabelPlugin(),
      react(),
      routerTreeShakingPlugin(),
      featureDoorsPlugin(),
      mediaPlugin(photoOf, () => content.api.content().root),
      // The galleries kept in the editor: every photo's sizes, and their list where the page asks for it.
      galleriesPlugin(content.api.content, env, photoStore.cache),
      photoStore.plugin,
      // The toppers' photos, at the results page's sizes.
      topperPhotosPlugin(content.api.content),
      siteFilesPlugin(content.api.content, env),
      entryPriorityPlugin(),
      // Our own preview routing (scripts/build/site-files.ts) replaces the plugin's preview middleware. One build at a
      // time renders its pages (the plugin's renderer is bundled into one folder of the project).
      prerenderLock,
      ...vitePrerenderPlugin({
        renderTarget: '#root',
        prerenderScript: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)),
        // The not-found page of each language, for static hosts (and for the worker, offline).
        additionalPrerenderRoutes: [...languages.map(notFoundFile), ...entryPaths(loaded, buildDay(env))],
      }).filter((plugin) => plugin.name !== 'serve-prerendered-html'),
      prerenderUnlock,
      // What a search looks through, read from the pages once they are written.
      searchIndexPlugin(content.api.content, env),
      // Each page names its own code and words, which the entry asks for beside the shell's.
      pageCodePlugin(),
      buildOnlyPlugin(),
      // The worker is built from sw/ after the bundle (and the prerendered pages) are written.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest(identity),
        injectManifest: {
          // What it keeps at install: src/lib/cache-policy.ts.
          ...PRECACHE,
          // The worker's source map would be published beside it, for no page.
          sourcemap: false,
          // Its build's log and options as the site's own build has them (scripts/build/build-log.ts).
          buildPlugins: { vite: [workerBuildPlugin()] },
        },
        devOptions: { enabled: false },
      }),
      // Last, once every file is written: each text file also brotli- and gzip-compressed, for the servers that
      // send such files (`npm start`, nginx, Caddy).
      precompressPlugin(env.SITE_PRECOMPRESS !== 'off'),
      prerenderChunksPlugin(),
      // Last of all: the finished build takes dist/'s place; a failed one leaves the last good dist/.
      lastGoodBuildPlugin(),
      // Then a word if the site comes near a host's limit of files or bytes.
      // With a photo store, the photos leave dist/ before a Cloudflare deploy: they do not count there.
      hostLimitsPlugin(
        process.env.DEPLOY_TO,
        undefined,
        Boolean(photoStoreOf(env)) && process.env.DEPLOY_TO !== 'github-pages',
      ),
    ],
    // A log of what matters: the files written summed up, not listed (scripts/build/build-log.ts).
    customLogger: buildLogger(),
    build: {
      target: 'es2022',
      // One stylesheet for every page: the prerendered HTML links it, so no page paints unstyled while its
      // chunk loads, and the service worker caches one file.
      cssCodeSplit: false,
      modulePreload: {
        // Every browser the site supports preloads modules natively.
        polyfill: false,
        // The entry has run before anything else loads: preloading it again is waste (and Firefox reports it
        // as a failed load).
        resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/entry-/.test(dep)),
      },
      rolldownOptions: {
        // Its report of slow plugins is noise in the office's build log (and coloured when piped): measure with
        // `node --cpu-prof` instead.
        checks: { pluginTimings: false },
        output: {
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    preview: {
      port: Number(process.env.PORT) || 4173,
      strictPort: true,
      host: '127.0.0.1',
    },
    server: {
      port: Number(process.env.PORT) || 5173,
    },
  };
});
