import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger, type Plugin } from 'vite';

/** A line of Vite's list of the files it wrote: its name, its size, and the gzip size it gives text files. */
const FILE_LINE = /^\S+\s+([\d,.]+) kB(?:\s+│ gzip:\s+([\d,.]+) kB)?/;
const kB = (figure: string | undefined) => Number((figure ?? '0').replace(/,/g, ''));
const shown = (size: number) => (size < 1024 ? `${Math.round(size)} kB` : `${(size / 1024).toFixed(1)} MB`);

/**
 * The build's log, of what matters (issue 67): Vite lists every file it writes, some 800 lines of the sample's
 * photos' sizes and ten thousand with ten years of content; here they are summed up in one line when the build ends.
 * Warnings and errors pass as they are. (Vite colours its log only on a terminal; Rolldown's report of slow plugins,
 * coloured everywhere, is off: vite.config.ts.)
 */
export function buildLogger(): Logger {
  const logger = createLogger('info', { allowClearScreen: false });
  let files = 0;
  let size = 0;
  let gzip = 0;
  return {
    ...logger,
    info(msg, options) {
      const kept = msg.split('\n').filter((line) => {
        const file = FILE_LINE.exec(stripVTControlCharacters(line));
        if (!file) return true;
        files += 1;
        size += kB(file[1]);
        gzip += kB(file[2]);
        return false;
      });
      if (/built in/.test(msg) && files > 0) {
        const written = files === 1 ? 'One file written' : `${files} files written`;
        logger.info(`${written}: ${shown(size)}, its code and pages ${shown(gzip)} as gzip`);
        files = size = gzip = 0;
      }
      if (kept.some((line) => line.trim())) logger.info(kept.join('\n'), options);
    },
  };
}

/**
 * For the service worker's own build, inside vite-plugin-pwa (`injectManifest.buildPlugins.vite`): the same log,
 * and the option Rolldown names for one file (the plugin still passes Rollup's `inlineDynamicImports`, which Vite 8
 * warns is deprecated).
 */
export function workerBuildPlugin(): Plugin {
  return {
    name: 'school-worker-build',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        Object.assign(output, { codeSplitting: false });
      }
      return { customLogger: buildLogger() };
    },
  };
}

/**
 * vite-prerender-plugin gives the build a `manualChunks` of its own unless one is set; Rolldown ignores it beside our
 * `codeSplitting` groups (scripts/build/chunk-groups.ts), and warned so on every build. Taken back once the plugin has set it.
 */
export function prerenderChunksPlugin(): Plugin {
  return {
    name: 'school-prerender-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const output = config.build.rolldownOptions.output;
      if (output && !Array.isArray(output)) delete output.manualChunks;
    },
  };
}
