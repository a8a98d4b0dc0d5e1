import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/build/content/plugin.ts';
import { languageLabelPlugin } from './scripts/build/language-label.ts';
import { settingsOf } from './scripts/build/settings.ts';

export default defineConfig({
  // The content's modules with the settings the build reads (.env, then the environment: scripts/build/settings.ts).
  plugins: [contentPlugin(settingsOf()), react(), languageLabelPlugin()],
  envPrefix: ['VITE_', 'SITE_'],
  test: {
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
    // Vitest's default leaves one core idle; on a 2-core machine that ran the engines one after the other.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Before the build: the app's logic and components (in jsdom), and the build scripts' pure parts (in Node).
      { extends: true, test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: { name: 'build-scripts', environment: 'node', setupFiles: [], include: ['tests/build/**/*.test.ts'] },
      },
      // The push relay in workerd (Miniflare) and the sender against a stand-in push service.
      {
        extends: true,
        test: {
          name: 'relay',
          environment: 'node',
          setupFiles: [],
          include: ['tests/relay/**/*.test.ts'],
          // A guard against a hang, not a speed budget: the scale tests take seconds alone, several times that
          // beside the other suites on two busy cores (20 s was once flipped so).
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      // After the build: what landed in dist/.
      { extends: true, test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'] } },
      // After the build: dist/ served by the hosts' own servers (wrangler's Cloudflare Pages, nginx, Caddy).
      {
        extends: true,
        test: {
          name: 'hosts',
          environment: 'node',
          setupFiles: [],
          include: ['tests/hosts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      // After the build: the visitor's journeys in Firefox and WebKit, one file (and worker) per engine.
      {
        extends: true,
        test: {
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/setup.ts'],
          setupFiles: [],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
