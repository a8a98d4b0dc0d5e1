import { useSite } from '../content/context.tsx';
import { audienceName, type Audience } from '../lib/classes.ts';
import { fill } from '../lib/text.ts';

/** "For Plus Two Science parents", on a notice or a date for one class; nothing on one for the whole school. */
export function ForClass({ item, className }: { item: Partial<Audience>; className: string }) {
  const words = useSite().classes;
  const name = audienceName(item, words);
  return name ? <span className={className}>{fill(words.forClass, { class: name })}</span> : null;
}
