import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { customMediaPlugin } from './scripts/custom-media.ts';
import { galleryApiPlugin } from './scripts/gallery-api.ts';
import { mediaPlugin } from './scripts/media.ts';
import { siteFilesPlugin } from './scripts/site-files.ts';
import { checkIdentity, parseIdentity } from './src/content/identity.ts';

export default defineConfig(({ mode }) => {
  // SITE_* variables come from the environment or a .env file; they are checked before anything is built.
  const env = { ...loadEnv(mode, process.cwd(), 'SITE_'), ...process.env };
  const problems = checkIdentity(env);
  if (problems.length > 0) {
    throw new Error(`The site's configuration has problems (see README, "Configuration"):\n  - ${problems.join('\n  - ')}`);
  }
  const identity = parseIdentity(env);

  return {
    envPrefix: ['VITE_', 'SITE_'],
    appType: 'mpa',
    plugins: [
      customMediaPlugin(),
      react(),
      mediaPlugin(),
      // The sample API answers first; the site-files preview routing sends everything unknown to 404.html.
      galleryApiPlugin(identity.gallerySiteKey),
      siteFilesPlugin(identity),
      // Our own preview routing (scripts/site-files.ts) replaces the plugin's preview middleware.
      ...vitePrerenderPlugin({
        renderTarget: '#root',
        prerenderScript: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)),
        additionalPrerenderRoutes: ['/404.html'],
      }).filter((plugin) => plugin.name !== 'serve-prerendered-html'),
    ],
    build: {
      target: 'es2022',
      // One stylesheet for every page: the prerendered HTML links it, so no page paints unstyled while its
      // chunk loads, and the service worker caches one file.
      cssCodeSplit: false,
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
