export interface Segment {
  text: string;
  strong: boolean;
}

/** Split `text` so each of `phrases` (first occurrence, case-sensitive) can be emphasised. */
export function emphasise(text: string, phrases: readonly string[]): Segment[] {
  const marks = phrases
    .map((phrase) => ({ phrase, at: phrase ? text.indexOf(phrase) : -1 }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const { phrase, at } of marks) {
    if (at < cursor) continue;
    if (at > cursor) segments.push({ text: text.slice(cursor, at), strong: false });
    segments.push({ text: phrase, strong: true });
    cursor = at + phrase.length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), strong: false });
  return segments;
}
