/**
 * How a word is written in the search index and in a parent's query, so that the two meet (src/lib/search/engine.ts).
 *
 * Malayalam: a chillu (ൻ ർ ൽ ൾ ൺ …) is its consonant with a virama, as older keyboards type it (with a zero-width
 * joiner, dropped here); a final anusvara (ം) is the മ it becomes before an ending; a final virama is dropped. So
 * സ്കൂൾ and സ്കൂളിൽ share the start സ്കൂള, ഫീസ് is the start of ഫീസും, യൂണിഫോം of യൂണിഫോമിന്റെ: a word finds its
 * inflected forms by prefix. The virama inside a word stays, so conjuncts match themselves.
 * English: lower case, and Porter's stem (`stemmer`), so "holidays" meets "holiday" and "visiting" meets "visit".
 */
import { stemmer } from 'stemmer';

const VIRAMA = '\u0D4D';

/** Each chillu (atomic, Unicode 5.1 and 9.0) as its consonant and a virama. */
const CHILLUS: Record<string, string> = {
  ൺ: 'ണ്',
  ൻ: 'ന്',
  ർ: 'ര്',
  ൽ: 'ല്',
  ൾ: 'ള്',
  ൿ: 'ക്',
  ൔ: 'മ്',
  ൕ: 'യ്',
  ൖ: 'ഴ്',
};

const CHILLU = /[\u0D7A-\u0D7F\u0D54-\u0D56]/g;
const JOINERS = /[\u200C\u200D]/g;
const LATIN_WORD = /^[a-z]+$/;

/** A word as the index keeps it, or '' for none. */
export function searchTerm(word: string): string {
  const lower = word.normalize('NFC').toLowerCase();
  if (LATIN_WORD.test(lower)) return stemmer(lower);
  return lower
    .replace(JOINERS, '')
    .replace(CHILLU, (chillu) => CHILLUS[chillu] ?? chillu)
    .replace(/\u0D4D+/g, VIRAMA)
    .replace(/\u0D02$/, 'മ')
    .replace(/\u0D4D$/, '');
}

/** The words of a text: what lies between spaces and punctuation (Malayalam's signs are letters' parts). */
export const WORD = /[^\s\p{P}\p{S}]+/gu;

/** Whether a word is worth a typo: a Latin one of more than three letters (Malayalam's signs make edits noise). */
export const forgivesTypos = (term: string): boolean => LATIN_WORD.test(term) && term.length > 3;
