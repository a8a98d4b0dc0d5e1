/**
 * Malayalam typed in English letters (src/lib/search/manglish.ts): the spellings Kerala parents use for the site's own
 * words, as they are spelled and as they are said (issue 62), meet the Malayalam word in one key, and the search finds
 * the entry by them; Malayalam script as before.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { searchOver } from '../../src/lib/search/engine.ts';
import { latinKey, malayalamKey } from '../../src/lib/search/manglish.ts';
import { snippetOf } from '../../src/lib/search/snippet.ts';
import { searchTerm, WORD } from '../../src/lib/search/terms.ts';

/** Whether `latin` finds `word`: its key is the word's, or the start of it (the search finds by prefix). */
const finds = (latin: string, word: string) => malayalamKey(word).startsWith(latinKey(latin));

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
    for (const latin of latins) expect(finds(latin, word), latin).toBe(true);
  });

  it('keeps apart what parents keep apart: short e and i, o and u, and a word of no Malayalam', () => {
    expect(latinKey('veedu')).not.toBe(latinKey('vedu'));
    expect(malayalamKey('ഒന്ന്')).not.toBe(malayalamKey('ഉന്ന്'));
    expect(malayalamKey('School')).toBe('');
    // Long vowels are short, so a long ee and a short i are one (docs/search.md says so).
    expect(latinKey('veedu')).toBe(latinKey('vidu'));
  });
});

/**
 * Node's files, read without Node's types: this test is in the app's program (tsconfig.app.json), which has none so
 * that the app cannot use Node by mistake.
 */
const { readdirSync, readFileSync } = (
  globalThis as unknown as {
    process: {
      getBuiltinModule(id: 'node:fs'): {
        readdirSync(dir: string, options: { recursive: true; encoding: 'utf8' }): string[];
        readFileSync(file: string, encoding: 'utf8'): string;
      };
    };
  }
).process.getBuiltinModule('node:fs');

/** Every Malayalam word of the site's own content, cut as the search cuts it. */
function siteWords(): Set<string> {
  const dir = `${(import.meta as ImportMeta & { dirname: string }).dirname}/../../src/content/ml`;
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  const words = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => strings(parse(readFileSync(`${dir}/${file}`, 'utf8'))))
    .flatMap((text) => text.normalize('NFC').match(WORD) ?? []);
  return new Set(words.filter((word) => /^[\u0D00-\u0D7F\u200C\u200D]+$/.test(word)));
}

/** How parents type each other letter: aspirates and long vowels written out, as most do. */
const TYPED: Record<string, string> = Object.fromEntries(
  `ക k ഖ kh ഗ g ഘ gh ങ ng ച ch ഛ chh ജ j ഝ jh ഞ nj ട t ഠ th ഡ d ഢ dh ണ n ത th ഥ th ദ d ധ dh ന n പ p ഫ ph ബ b
   ഭ bh മ m യ y ര r ല l വ v ശ sh ഷ sh സ s ഹ h ള l ഴ zh റ r അ a ആ aa ഇ i ഈ ee ഉ u ഊ oo ഋ ru എ e ഏ e ഐ ai ഒ o
   ഓ o ഔ au ാ aa ി i ീ ee ു u ൂ oo ൃ ru െ e േ e ൈ ai ൊ o ോ o ൌ au ൗ au ൺ n ൻ n ർ r ൽ l ൾ l ൿ k ം m ഃ h`
    .split(/\s+/)
    .flatMap((item, i, all) => (i % 2 ? [] : [[item, all[i + 1]!]])),
);

/** The clusters said otherwise than spelled (issue 62), each as it is spelled and as it is said. */
const SAID: Record<string, string[]> = {
  ന്ത: ['nth', 'nd'],
  ന്ദ: ['nd', 'nt'],
  മ്പ: ['mp', 'mb'],
  ങ്ക: ['nk', 'ng'],
  ഞ്ച: ['nch', 'nj', 'nc'],
  ന്റ: ['nt', 'nd'],
};
const CLUSTER = new RegExp(Object.keys(SAID).join('|'));
const UNITS = new RegExp(`${Object.keys(SAID).join('|')}|റ്റ|ട്ട|ണ്ട|ങ്ങ|ഞ്ഞ|.`, 'gu');
const VIRAMA = '\u0D4D';

/** `word` as a parent types it, each cluster said otherwise than spelled in its `n`th way. */
function typed(word: string, n: number): string {
  const units = word.replace(/[\u200C\u200D]/g, '').match(UNITS) ?? [];
  let out = '';
  units.forEach((unit, i) => {
    const next = units[i + 1];
    const last = i === units.length - 1;
    const said = SAID[unit];
    if (said) out += said[n % said.length];
    else if (unit === 'റ്റ' || unit === 'ട്ട') out += 'tt';
    else if (unit === 'ണ്ട') out += 'nd';
    else if (unit === 'ങ്ങ' || unit === 'ഞ്ഞ') out += TYPED[unit[0]!];
    else if (unit === VIRAMA) out += last ? 'u' : '';
    // ട between vowels is typed d: "ivide", "padanam" (പഠനം).
    else if (/^[ടഠ]$/.test(unit) && /[aeiou]$/.test(out) && !(next === VIRAMA && i + 2 < units.length)) out += 'd';
    else out += TYPED[unit] ?? '';
    const consonant = /[\u0D15-\u0D39]$/.test(unit);
    if (consonant && next !== VIRAMA && !/^[\u0D3E-\u0D4C\u0D57]$/.test(next ?? '')) out += 'a';
  });
  // Nobody types ഞ്ചി as "nci": before e and i, c reads as s.
  return out.replace(/nc(?=[eiy])/g, 'nch');
}

describe('Malayalam as it is said, not as it is spelled (issue 62)', () => {
  const words = siteWords();
  const said: [string, string[]][] = [
    ['എന്ത്', ['enthu', 'endu']],
    ['സ്വന്തം', ['sontham', 'sondam', 'swantham']],
    ['സന്ദേശം', ['sandesham', 'santhesham']],
    ['സന്തോഷത്തോടെ', ['santhoshathode', 'sandoshathode']],
    ['ബന്ധപ്പെടുക', ['bandhappeduka', 'banthappeduka']],
    ['പിന്തുണ', ['pinthuna', 'pinduna']],
    ['പൂന്തോട്ടത്തിൽ', ['poonthottathil', 'poondottathil']],
    ['പഠിക്കുമ്പോൾ', ['padikkumbol', 'padikkumpol']],
    ['നമ്പർ', ['nambar', 'nampar']],
    ['മുമ്പേ', ['mumbe', 'mumpe']],
    ['എന്തെങ്കിലും', ['enthenkilum', 'endengilum']],
    ['അല്ലെങ്കിൽ', ['allenkil', 'allengil']],
    ['പങ്കിടുക', ['pankiduka', 'pangiduka']],
    ['ബാങ്ക്', ['banku', 'bangu']],
    ['എഞ്ചിനീയറിങ്', ['enjiniyaring', 'enchineeyaring']],
    ['കഴിഞ്ഞ്', ['kazhinju', 'kazhinj']],
    ['എന്റെ', ['ente', 'ende']],
    ['സ്കൂളിന്റെ', ['skoolinte', 'skoolinde']],
    ['മകന്റെ', ['makante', 'makande']],
    ['ഞങ്ങൾ', ['njangal', 'njanngal']],
    ['കൂടിയ', ['koodiya', 'kudiya']],
    ['പഠനം', ['padanam', 'padhanam']],
    ['കുടുംബം', ['kudumbam', 'kudumbham']],
    ['അംഗീകാരമുള്ള', ['angeekaramulla', 'angikaramulla']],
    ['ഇംഗ്ലീഷ്', ['inglish', 'ingleesh']],
    ['സംഘം', ['sangham', 'sangam']],
  ];
  it.each(said)("the site's %s is found by %j", (word, latins) => {
    expect(words.has(word), word).toBe(true);
    for (const latin of latins) expect(finds(latin, word), latin).toBe(true);
  });

  it.each([
    ['അഞ്ച്', ['anchu', 'anju', 'ancu']],
    ['അമ്പലം', ['ambalam', 'ampalam']],
    ['സങ്കടം', ['sankadam', 'sangadam']],
    ['ബന്ധം', ['bandham', 'bantham']],
  ])("the issue's %s is found by %j", (word, latins) => {
    for (const latin of latins) expect(finds(latin, word), latin).toBe(true);
  });

  it('finds every site word with such a cluster by each way of typing it', () => {
    const swept = [...words].filter((word) => CLUSTER.test(word));
    const misses = swept.flatMap((word) =>
      [0, 1, 2]
        .map((n) => typed(word, n))
        .filter((latin) => !finds(latin, word))
        .map((latin) => `${word} ${latin}`),
    );
    expect(misses).toEqual([]);
    // Not empty by a mistake in reading the content (125 words when written), and typed as a parent types.
    expect(swept.length).toBeGreaterThan(50);
    expect([0, 1, 2].map((n) => typed('എന്തെങ്കിലും', n))).toEqual(['enthenkilum', 'endengilum', 'enthenkilum']);
  });

  it("keeps the site's words apart: the folds of speech make few words one", () => {
    // 1418 keys for 1441 words when written, as many as spelling alone gave.
    const keys = new Set([...words].map(malayalamKey));
    expect(keys.size).toBeGreaterThan(new Set([...words].map(searchTerm)).size * 0.97);
    // ഴ is not ല or ള; ന്ത is not ന്റ; ന്ദ and ന്ത are one but their vowels differ; സ്വ is "so" only before n.
    for (const [one, other] of [
      ['മഴ', 'മലയാളം'],
      ['കഴിവുകൾ', 'കളിക്കാനും'],
      ['എന്ത്', 'എന്റെ'],
      ['സന്ദേശം', 'സന്തോഷത്തോടെ'],
      ['സൗകര്യം', 'സ്വകാര്യത'],
    ] as const) {
      expect(malayalamKey(other).startsWith(malayalamKey(one)), `${one} ${other}`).toBe(false);
      expect(finds(typed(one, 0), other), `${one} ${other}`).toBe(false);
    }
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
    doc('ഞങ്ങളുടെ പഠനം', 'സ്വന്തം സമയത്ത് എന്തെങ്കിലും'),
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

  it('finds it by the words as they are said (issue 62)', () => {
    for (const query of ['njangalude padanam', 'sondam', 'swantham', 'endengilum', 'enthenkilum'])
      expect(first(query), query).toBe(docs[5]!.title);
  });

  it('still finds Malayalam typed in Malayalam, and English in English', () => {
    expect(first('അവധി')).toBe(docs[0]!.title);
    expect(first('uniform')).toBe(docs[4]!.title);
  });

  it('shows the Malayalam word the English letters found in the snippet', () => {
    expect(snippetOf(docs[0]!.text, [malayalamKey('അവധി')]).match).toBe('അവധി');
  });
});
