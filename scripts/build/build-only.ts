import type { Plugin, Rollup } from 'vite';

/**
 * The modules only the prerenderer asks for: the pages' lists (scripts/build/content/page-data.ts) and the galleries'
 * titles for their pages' heads, megabytes in ten years, which a phone would otherwise precache.
 */
const BUILD_ONLY_MODULES = /^\0virtual:school-(page-data|galleries)\//;
const forPrerenderer = (chunk: Rollup.OutputChunk) => BUILD_ONLY_MODULES.test(chunk.facadeModuleId ?? '');

/**
 * The code that writes the pages at build time (src/prerender.tsx, with React's server renderer) is bundled with
 * the site so it can run; once the pages are written it is no part of the site, and is not published. Any chunk
 * only it imports goes with it.
 */
export function buildOnlyPlugin(): Plugin {
  return {
    name: 'school-build-only',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const prerender = chunks.filter((chunk) => chunk.exports.includes('prerender'));
        const needed = new Set<string>();
        const keep = (name: string) => {
          if (needed.has(name)) return;
          needed.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') [...chunk.imports, ...chunk.dynamicImports].forEach(keep);
        };
        chunks
          .filter(
            (chunk) => !prerender.includes(chunk) && !forPrerenderer(chunk) && (chunk.isEntry || chunk.isDynamicEntry),
          )
          .forEach((c) => keep(c.fileName));
        // Rollup's way to leave a file out of the output: take it from the bundle.
        for (const chunk of chunks) if (!needed.has(chunk.fileName)) Reflect.deleteProperty(bundle, chunk.fileName);
      },
    },
  };
}
