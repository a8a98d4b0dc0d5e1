/**
 * The PDFs the content names (a notice's, a date's, a document's, the wellbeing policy's), published at the
 * addresses the content gives them, from where the editor uploaded them (media/). Only those the content names: a
 * PDF taken off every page is no longer published.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GenericSchema } from 'valibot';
import { contentCollections, contentFiles } from '../../../src/content/schema/index.ts';
import type { Content } from './load.ts';
import { walk } from './walk.ts';

/** Every file a content file or entry names, by its address without the leading slash. */
export function namedFiles(content: Content): string[] {
  const named = new Set<string>();
  const collect = (schema: GenericSchema, data: unknown) =>
    walk(schema, data, (meta, value) => {
      if (meta?.kind === 'file' && typeof value === 'string' && value) named.add(value.replace(/^\//, ''));
    });
  for (const [name, { schema }] of Object.entries(contentFiles))
    for (const data of Object.values(content.files[name as keyof typeof contentFiles])) collect(schema, data);
  for (const [name, { schema }] of Object.entries(contentCollections))
    for (const entries of Object.values(content.collections[name as keyof typeof contentCollections]))
      for (const entry of entries) collect(schema, entry);
  return [...named].sort();
}

/** The files themselves, as the build publishes them. */
export const publishedFiles = (content: Content): Record<string, Buffer> =>
  Object.fromEntries(namedFiles(content).map((file) => [file, readFileSync(path.join(content.root, file))]));
