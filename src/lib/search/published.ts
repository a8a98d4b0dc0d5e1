/** A published search file (./data.ts), checked as it arrives: a copy kept from an older site may differ. */
import * as v from 'valibot';
import { searchKinds, type SearchDoc } from './data.ts';

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
