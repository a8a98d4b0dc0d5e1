/**
 * The search's words (src/lib/search/terms.ts), its snippets and its ranking (src/lib/search/engine.ts): Malayalam
 * as it is typed (chillus, old-style chillus, the virama, the anusvara, inflected forms found by prefix) and English
 * with its stems and a typo.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { searchOver } from '../../src/lib/search/engine.ts';
import { snippetOf } from '../../src/lib/search/snippet.ts';
import { searchTerm } from '../../src/lib/search/terms.ts';

const doc = (title: string, text: string, kind: SearchDoc['kind'] = 'page'): SearchDoc => ({
  kind,
  title,
  text,
  url: `/${encodeURIComponent(title)}/`,
  date: '',
  dateText: '',
});

describe('a word as the search writes it', () => {
  it('writes a chillu as its consonant and a virama, whether typed atomic or with a joiner', () => {
    expect(searchTerm('സ്കൂൾ')).toBe('സ്കൂള');
    // ള + virama + zero-width joiner: how older keyboards type the same chillu.
    expect(searchTerm('സ്കൂള്\u200D')).toBe(searchTerm('സ്കൂൾ'));
    expect(searchTerm('ഹോസ്റ്റൽ')).toBe('ഹോസ്റ്റല');
    expect(searchTerm('അവർ')).toBe('അവര');
  });

  it('keeps the virama inside a word, so a conjunct matches itself and not its letters apart', () => {
    expect(searchTerm('പ്രോസ്പെക്ടസ്')).toBe('പ്രോസ്പെക്ടസ');
    expect(searchTerm('പ്രോസ്പെക്ടസ്')).not.toBe(searchTerm('പരോസപെകടസ'));
  });

  it('starts an inflected form with its word: a final virama dropped, a final anusvara the മ it becomes', () => {
    expect(searchTerm('സ്കൂളിൽ').startsWith(searchTerm('സ്കൂൾ'))).toBe(true);
    expect(searchTerm('ഫീസും').startsWith(searchTerm('ഫീസ്'))).toBe(true);
    expect(searchTerm('യൂണിഫോമിന്റെ').startsWith(searchTerm('യൂണിഫോം'))).toBe(true);
  });

  it('stems English words and lowers their case', () => {
    expect(searchTerm('Holidays')).toBe(searchTerm('holiday'));
    expect(searchTerm('visiting')).toBe(searchTerm('visit'));
    expect(searchTerm('2027')).toBe('2027');
  });
});

describe('the words around a match', () => {
  it('shows the match with the words before and after it, cut at spaces', () => {
    const text = `${'Some words come first here. '.repeat(4)}Parents may visit the hostel on Sundays. ${'More.'.repeat(40)}`;
    const snippet = snippetOf(text, [searchTerm('visiting')]);
    expect(snippet.match).toBe('visit');
    expect(snippet.before.startsWith('… ')).toBe(true);
    expect(snippet.before.endsWith('Parents may ')).toBe(true);
    expect(snippet.after.startsWith(' the hostel on Sundays.')).toBe(true);
    expect(snippet.after.endsWith(' …') || snippet.after.endsWith('…')).toBe(true);
  });

  it('finds a Malayalam match in its inflected form', () => {
    expect(snippetOf('കനത്ത മഴ കാരണം സ്കൂളിന് നാളെ അവധി.', [searchTerm('സ്കൂളിന്')]).match).toBe('സ്കൂളിന്');
  });

  it("shows the text's start when only the title matched", () => {
    expect(snippetOf('A short text.', ['nothing'])).toEqual({ before: '', match: '', after: 'A short text.' });
  });
});

describe('a search', () => {
  const search = searchOver([
    doc('About', 'Boys live in the hostel; parents visit on the second Sunday of the month.'),
    doc('കനത്ത മഴ: നാളെ അവധി', 'കനത്ത മഴ കാരണം സ്കൂളിന് നാളെ അവധി. ഹോസ്റ്റൽ പതിവുപോലെ പ്രവർത്തിക്കും.', 'notice'),
    doc('ഫീസ് സർക്കുലർ', 'രണ്ടാം ടേമിലെ ഫീസും അടയ്ക്കേണ്ട തീയതിയും.', 'document'),
    doc('Uniform list', 'Two sets of the school uniform.', 'notice'),
  ]);
  const titles = (query: string) => search(query).map((hit) => hit.doc.title);

  it('finds Malayalam words in their inflected forms, and chillus and conjuncts as typed', () => {
    expect(titles('സ്കൂൾ')).toEqual(['കനത്ത മഴ: നാളെ അവധി']);
    expect(titles('ഫീസ്')).toEqual(['ഫീസ് സർക്കുലർ']);
    expect(titles('ഹോസ്റ്റൽ')).toEqual(['കനത്ത മഴ: നാളെ അവധി']);
    expect(titles('സർക്കുലർ')).toEqual(['ഫീസ് സർക്കുലർ']);
  });

  it('finds English by its stem and forgives a typo in a longer word', () => {
    expect(titles('visiting')).toEqual(['About']);
    expect(titles('uniforms')).toEqual(['Uniform list']);
    expect(titles('unifrm')).toEqual(['Uniform list']);
  });

  it('ranks a title match first, and needs every word, or else the most of them', () => {
    expect(titles('uniform school')).toEqual(['Uniform list']);
    // "hostel" is also ഹോസ്റ്റൽ in English letters (src/lib/search/manglish.ts): the English word ranks first.
    expect(titles('hostel nothing-like-this')).toEqual(['About', 'കനത്ത മഴ: നാളെ അവധി']);
  });

  it('finds nothing for nothing', () => {
    expect(search('   ')).toEqual([]);
    expect(search('zzzz')).toEqual([]);
  });
});
