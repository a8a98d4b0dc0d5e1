/**
 * Malayalam typed in English letters (src/lib/search/manglish.ts): the spellings Kerala parents use for the site's own
 * words meet the Malayalam word in one key, and the search finds the entry by them; Malayalam script as before.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { searchOver } from '../../src/lib/search/engine.ts';
import { latinKey, malayalamKey } from '../../src/lib/search/manglish.ts';
import { snippetOf } from '../../src/lib/search/snippet.ts';

describe('one key for a Malayalam word and its English letters', () => {
  const spelled: [string, string[]][] = [
    ['അവധി', ['avadhi', 'avadi']],
    ['പരീക്ഷ', ['pareeksha', 'pariksha']],
    ['ഫീസ്', ['fees', 'feesu']],
    ['മഴ', ['mazha', 'maza']],
    ['നാളെ', ['naale', 'nale']],
    ['സന്ദർശന', ['sandarshana', 'sandarsana']],
    ['രക്ഷാകർതൃ', ['rakshakarthru', 'rakshakartru']],
    ['രണ്ടാം', ['randam', 'randaam']],
    ['അറിയിപ്പ്', ['ariyippu', 'ariyipp']],
    ['ഭക്ഷണം', ['bhakshanam', 'bakshanam']],
    ['ന്റെ', ['nte', 'nthe']],
  ];
  it.each(spelled)('%s is found by %j', (word, latins) => {
    for (const latin of latins) expect(malayalamKey(word).startsWith(latinKey(latin)), latin).toBe(true);
  });

  it('keeps apart what parents keep apart: short e and i, o and u, and a word of no Malayalam', () => {
    expect(latinKey('veedu')).not.toBe(latinKey('vedu'));
    expect(malayalamKey('ഒന്ന്')).not.toBe(malayalamKey('ഉന്ന്'));
    expect(malayalamKey('School')).toBe('');
  });
});

describe('the search, by English letters', () => {
  const doc = (title: string, text = ''): SearchDoc => ({
    kind: 'notice',
    title,
    text,
    url: `/${title}/`,
    date: '',
    dateText: '',
  });
  const docs = [
    doc('കനത്ത മഴ: നാളെ അവധി', 'ജില്ലാ കലക്ടർ അവധി പ്രഖ്യാപിച്ചു.'),
    doc('അർധവാർഷിക പരീക്ഷ'),
    doc('ഫീസ് സർക്കുലർ, രണ്ടാം ടേം'),
    doc('കായിക ദിനം'),
    doc('Uniform and hostel kit'),
  ];
  const search = searchOver(docs);
  const first = (query: string) => search(query)[0]?.doc.title;

  it('finds a Malayalam entry by either spelling, and by several words', () => {
    expect(first('avadhi')).toBe(docs[0]!.title);
    expect(first('avadi')).toBe(docs[0]!.title);
    expect(first('mazha avadhi')).toBe(docs[0]!.title);
    expect(first('pareeksha')).toBe(docs[1]!.title);
    expect(first('fees')).toBe(docs[2]!.title);
    expect(first('kaayika dinam')).toBe(docs[3]!.title);
  });

  it('still finds Malayalam typed in Malayalam, and English in English', () => {
    expect(first('അവധി')).toBe(docs[0]!.title);
    expect(first('uniform')).toBe(docs[4]!.title);
  });

  it('shows the Malayalam word the English letters found in the snippet', () => {
    expect(snippetOf(docs[0]!.text, [malayalamKey('അവധി')]).match).toBe('അവധി');
  });
});
