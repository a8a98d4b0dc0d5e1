import type { Plugin } from 'vite';

/**
 * A feature folder's door (`src/notices/index.ts`, issue 65) re-exports everything the app may use of it. A bundler
 * keeps every module a kept module imports unless it knows the module only defines what it exports: through the
 * door, the home page would carry "Notify me" and the notices' class choice, and the shell every piece of the
 * feature. The feature's modules only define (their top level creates components, stores and constants, and imports
 * their stylesheets), so they are marked so, and a page keeps only the modules whose exports it uses, each in the
 * chunk it would be in without the door. Stylesheets keep their effect: a kept component keeps its CSS.
 */
const SIDE_EFFECT_FREE = /[\\/]src[\\/]notices[\\/][^?]+\.tsx?$/;

export function featureDoorsPlugin(): Plugin {
  return {
    name: 'school-feature-doors',
    apply: 'build',
    transform: {
      filter: { id: SIDE_EFFECT_FREE },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}
