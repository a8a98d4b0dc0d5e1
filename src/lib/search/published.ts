/** The published search files (./data.ts), checked as they arrive: a copy kept from an older site may differ. */
import * as v from 'valibot';
import { searchKinds, type SearchDoc, type SearchFile } from './data.ts';

export const searchDocsSchema = v.array(
  v.object({
    kind: v.picklist(searchKinds),
    title: v.string(),
    url: v.string(),
    date: v.string(),
    dateText: v.string(),
    text: v.string(),
  }),
);

/** The check and the type agree (a type error here says they have drifted). */
export const checksEveryField: v.InferOutput<typeof searchDocsSchema>[number] extends SearchDoc
  ? SearchDoc extends v.InferOutput<typeof searchDocsSchema>[number]
    ? true
    : false
  : false = true;

/** The first file: an object, or, kept from a site before its files were by school year (issue 62), the list alone. */
export const searchFileSchema = v.union([
  v.object({ docs: searchDocsSchema, older: v.array(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/))) }),
  v.pipe(
    searchDocsSchema,
    v.transform((docs): SearchFile => ({ docs, older: [] })),
  ),
]);
