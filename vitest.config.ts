import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/content/plugin.ts';
import { languageLabelPlugin } from './scripts/language-label.ts';

export default defineConfig({
  plugins: [contentPlugin(process.env), react(), languageLabelPlugin()],
  envPrefix: ['VITE_', 'SITE_'],
  test: {
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
    projects: [
      // Before the build: the app's logic and components, and the build scripts' pure parts.
      { extends: true, test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'] } },
      // After the build: what landed in dist/.
      { extends: true, test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'] } },
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
