import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a build writes until it has succeeded: beside the folder it replaces (`dist-next`), so it moves in one step. */
export const nextDir = (outDir: string): string => `${outDir}-next`;

/**
 * A failed build leaves the last good site (issue 67): the build writes into `dist-next/`, and only once every file
 * is written (its last step, after ./precompress.ts) does it take `dist/`'s place. A build that fails, or is stopped,
 * leaves `dist/` as the last good build left it (or absent, before the first), so `npm run serve` and a deploy never
 * serve half a site. What a failed build wrote is removed.
 */
export function lastGoodBuildPlugin(): Plugin {
  let target = '';
  let building = '';
  let server = false;
  const clear = () => rmSync(building, { recursive: true, force: true });
  return {
    name: 'school-last-good-build',
    apply: 'build',
    enforce: 'post',
    config(config) {
      if (config.build?.ssr) return;
      target = path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      building = nextDir(target);
      // Emptied here, whether or not it is under the project (Vite empties only an outDir inside it).
      return { build: { outDir: building, emptyOutDir: false } };
    },
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    buildStart() {
      if (!server) clear();
    },
    buildEnd(error) {
      if (error && !server) clear();
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        if (server) return;
        if (error) return clear();
        const old = `${target}-old`;
        rmSync(old, { recursive: true, force: true });
        if (existsSync(target)) renameSync(target, old);
        renameSync(building, target);
        rmSync(old, { recursive: true, force: true });
      },
    },
  };
}
