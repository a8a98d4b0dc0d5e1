/**
 * Malayalam typed in English letters ("Manglish", issue 57): many Kerala parents search "avadhi" or "avadi" for അവധി,
 * "pareeksha" for പരീക്ഷ, "fees" for ഫീസ്. Both sides are written as one loose key, so every common spelling meets:
 * a Malayalam word of the index by its sounds (ISO 15919's letters, simplified), a Latin query by the same rules.
 *
 * The folds are those Kerala parents' spellings differ by, checked on the site's own words (docs/search.md):
 * aspirates are dropped (dh, th, bh, kh, gh, jh, ch+h: "avadhi" and "avadi"), long vowels are short ("ee", "aa", "oo":
 * "pareeksha", "pariksha"), sh, s and ṣ are one (ശ, ഷ, സ), ph is f (ഫ), w is v, z and zh are one (ഴ), c is k but
 * before e, i and y, doubled letters are single ("kk" in ക്ക), and the retroflex letters are the plain ones (ട, ത are t;
 * ഡ, ദ are d; ണ, ന are n; ള, ല are l; റ, ര are r). Short e and o stay apart from i and u: "veedu" is not "vidu".
 */

/** Consonants, with their sound once folded. */
const CONSONANTS: Record<string, string> = {
  ക: 'k',
  ഖ: 'k',
  ഗ: 'g',
  ഘ: 'g',
  ങ: 'ng',
  ച: 'c',
  ഛ: 'c',
  ജ: 'j',
  ഝ: 'j',
  ഞ: 'nj',
  ട: 't',
  ഠ: 't',
  ഡ: 'd',
  ഢ: 'd',
  ണ: 'n',
  ത: 't',
  ഥ: 't',
  ദ: 'd',
  ധ: 'd',
  ന: 'n',
  പ: 'p',
  ഫ: 'f',
  ബ: 'b',
  ഭ: 'b',
  മ: 'm',
  യ: 'y',
  ര: 'r',
  ല: 'l',
  വ: 'v',
  ശ: 's',
  ഷ: 's',
  സ: 's',
  ഹ: 'h',
  ള: 'l',
  ഴ: 'z',
  റ: 'r',
};

/** Vowels standing alone, and their signs after a consonant. */
const VOWELS: Record<string, string> = {
  അ: 'a',
  ആ: 'a',
  ഇ: 'i',
  ഈ: 'i',
  ഉ: 'u',
  ഊ: 'u',
  ഋ: 'ru',
  എ: 'e',
  ഏ: 'e',
  ഐ: 'ai',
  ഒ: 'o',
  ഓ: 'o',
  ഔ: 'o',
  'ാ': 'a',
  'ി': 'i',
  'ീ': 'i',
  'ു': 'u',
  'ൂ': 'u',
  'ൃ': 'ru',
  'െ': 'e',
  'േ': 'e',
  'ൈ': 'ai',
  'ൊ': 'o',
  'ോ': 'o',
  'ൌ': 'o',
  'ൗ': 'o',
};

/** Chillus (a consonant with no vowel, written as one letter), the anusvara and the visarga. */
const FINALS: Record<string, string> = { ൺ: 'n', ൻ: 'n', ർ: 'r', ൽ: 'l', ൾ: 'l', ൿ: 'k', 'ം': 'm', 'ഃ': 'h' };

const VIRAMA = '\u0D4D';
const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Doubled letters single, as the last fold of both sides. */
const single = (key: string) => key.replace(/(.)\1+/g, '$1');

/** A Malayalam word's loose key (`അവധി` → `avadi`), or '' for a word with no Malayalam letter. */
export function malayalamKey(word: string): string {
  if (!MALAYALAM.test(word)) return '';
  // ന്റ is "nt", റ്റ "t" and ണ്ട "nd" in every spelling ("ente", "randam"): before the letters one by one.
  const letters = [
    ...word
      .normalize('NFC')
      .replace(/[\u200C\u200D]/g, '')
      .replace(/ന്റ/g, 'nT')
      .replace(/റ്റ/g, 'T')
      .replace(/ണ്ട/g, 'nD'),
  ];
  let key = '';
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const consonant = letter === 'T' ? 't' : letter === 'D' ? 'd' : CONSONANTS[letter];
    if (consonant !== undefined) {
      const next = letters[i + 1];
      key += consonant;
      // The vowel a consonant carries unless a sign or a virama says otherwise.
      if (next === undefined || (next !== VIRAMA && VOWELS[next] === undefined)) key += 'a';
      continue;
    }
    // A virama that ends the word is said "u", and often typed so: അറിയിപ്പ് is "ariyippu" (or "ariyipp").
    if (letter === VIRAMA && i === letters.length - 1) key += 'u';
    key += VOWELS[letter] ?? FINALS[letter] ?? (letter === 'n' ? 'n' : '');
  }
  return single(key);
}

/** A word typed in English letters as the same loose key (`avadhi` → `avadi`, `pareeksha` → `pariksa`). */
export function latinKey(word: string): string {
  const key = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/zh/g, 'z')
    .replace(/ch+/g, 'C')
    .replace(/sh/g, 's')
    .replace(/([kgjtdpb])h/g, '$1')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/ou|au/g, 'o');
  return single(key);
}
