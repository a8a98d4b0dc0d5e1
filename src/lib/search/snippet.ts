import { malayalamKey } from './manglish.ts';
import { searchTerm, WORD } from './terms.ts';

/** The words around a match: the text before it, the words that matched, the text after (each maybe ''). */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

/** How many characters of context a snippet shows on each side of the match, about a phone's line and a half. */
const BEFORE = 40;
const AFTER = 90;

/** Cut at a space, not inside a word: from `at` back (side -1) or on (side 1). */
function cutAt(text: string, at: number, side: -1 | 1): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const space = side < 0 ? text.indexOf(' ', at) : text.lastIndexOf(' ', at);
  return space === -1 || (side < 0 && space > at + 20) || (side > 0 && space < at - 20) ? at : space;
}

/**
 * The words of `text` around the first word the index matched (`terms`, as searchTerm writes them), with an ellipsis
 * where the text goes on; the text's start when only the title matched.
 */
export function snippetOf(text: string, terms: readonly string[]): Snippet {
  const wanted = new Set(terms);
  for (const word of text.matchAll(WORD)) {
    // A Malayalam word found by its English letters (./manglish.ts) is the match as much as one found as typed.
    if (!wanted.has(searchTerm(word[0])) && !wanted.has(malayalamKey(word[0]))) continue;
    const from = cutAt(text, word.index - BEFORE, -1);
    const to = cutAt(text, word.index + word[0].length + AFTER, 1);
    return {
      before: (from > 0 ? '… ' : '') + text.slice(from, word.index).trimStart(),
      match: word[0],
      after: text.slice(word.index + word[0].length, to).trimEnd() + (to < text.length ? ' …' : ''),
    };
  }
  const to = cutAt(text, BEFORE + AFTER, 1);
  return { before: '', match: '', after: text.slice(0, to).trim() + (to < text.length ? ' …' : '') };
}
