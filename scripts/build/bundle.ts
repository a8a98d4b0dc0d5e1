/**
 * One TypeScript entry bundled into one script with Vite's own build, for programs that are not the site: the
 * push relay's Worker (relay/local.ts) and the editor's save check (./admin/save-check.ts).
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';

export interface BundleOptions {
  /** An ES module for a Worker, or a classic script for a page that loads it with <script src>. */
  format: 'es' | 'iife';
  /** Constants written into the code, as Vite's `define`. */
  define?: Record<string, string>;
}

export async function bundle(entry: string, { format, define = {} }: BundleOptions): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    root: path.dirname(entry),
    logLevel: 'warn',
    define,
    ...(format === 'es' ? { ssr: { target: 'webworker' as const, noExternal: true } } : {}),
    build: {
      write: false,
      minify: format === 'iife',
      target: 'es2022',
      ...(format === 'es'
        ? { ssr: path.basename(entry), rollupOptions: { output: { entryFileNames: 'bundle.js' } } }
        : { lib: { entry: path.basename(entry), formats: ['iife'], name: 'bundle', fileName: () => 'bundle.js' } }),
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap(({ output }) => output).find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Bundling ${entry} gave no script`);
  return chunk.code;
}
