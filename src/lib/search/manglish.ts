/**
 * Malayalam typed in English letters ("Manglish", issues 57 and 62): many Kerala parents search "avadhi" or "avadi"
 * for അവധി, "pareeksha" for പരീക്ഷ, "fees" for ഫീസ്. Both sides are written as one loose key, so every common
 * spelling meets: a Malayalam word of the index by its sounds (ISO 15919's letters, simplified), a Latin query by the
 * same rules.
 *
 * The folds are those Kerala parents' spellings differ by, checked on the site's own words (docs/search.md):
 * aspirates are dropped (dh, th, bh, kh, gh, jh, ch+h: "avadhi" and "avadi"), long vowels are short ("ee", "aa", "oo":
 * "pareeksha", "pariksha"), sh, s and ṣ are one (ശ, ഷ, സ), ph is f (ഫ), w is v, z and zh are one (ഴ), c is k but
 * before e, i and y, doubled letters are single ("kk" in ക്ക), and the retroflex letters are the plain ones (ട, ത are t;
 * ഡ, ദ are d; ണ, ന are n; ള, ല are l; റ, ര are r). Short e and i, and o and u, stay apart: "vedu" is not "veedu" (but
 * "veedu" is "vidu", since long vowels are short).
 *
 * Parents also type Malayalam as it is said, not as it is spelled (issue 62), so a few folds follow speech: a stop
 * after a nasal is voiced or not ("enthu" and "endu" for എന്ത്, "ambalam" and "ampalam", "sankadam" and "sangadam",
 * "anchu" and "anju", "ente" and "ende"), ട and ഠ between vowels are d ("ivide", "veedu", "padanam" for പഠനം), ങ്ങ is
 * one "ng" ("njangal"), ം before k, g, t or d is n ("angeekaram", "inglish"), and സ്വന്ത is "sontha" as often as
 * "swantha". ഴ stays apart from ല and ള: "mazha" (rain) is not "mala" (hill), nor "kazhivu" (ability) "kali" (play).
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

/** Doubled letters single. */
const single = (key: string) => key.replace(/(.)\1+/g, '$1');

/**
 * The folds of speech, the last of both sides. Most read only the letters they replace, so a query meets a word by
 * prefix at every letter typed ("en", "ent", "enth" all start എന്ത്'s `endu`); the two that read the letter after
 * miss for a letter or two ("am" does not start അംഗീകാരം's `angikaram`, "amg" does; "swa" not സ്വന്തം's `sondam`).
 */
const spoken = (key: string) =>
  single(
    single(key)
      // ം before a stop is said as that stop's nasal (സംഘം "sangham", ദൈനംദിന "dainandina"); then a stop after
      // a nasal is voiced or not, as it is said or as it is spelled.
      .replace(/m(?=[kgtd])/g, 'n')
      .replace(/nt/g, 'nd')
      .replace(/mp/g, 'mb')
      // ങ്ക is "nk" or "ng", ങ്ങ is typed "ng" ("njangal"): the velar nasal is written once, with or without k.
      .replace(/ng?k|(?:ng)+/g, 'ng')
      // ഞ്ച is "nj", "nch" or "nc"; ഞ്ഞ is "nj" ("kazhinju").
      .replace(/nj?c|(?:nj)+/g, 'nj')
      // സ്വന്ത is said "sontha" as often as "swantha". Only before n: സ്വകാര്യത (privacy) and സൗകര്യം (facilities)
      // would be one word else.
      .replace(/sv[ao](?=n)/g, 'so'),
  );

/** A Malayalam word's loose key (`അവധി` → `avadi`), or '' for a word with no Malayalam letter. */
export function malayalamKey(word: string): string {
  if (!MALAYALAM.test(word)) return '';
  // ന്റ is "nt" (or "nd", by the fold of speech), റ്റ "t" and ണ്ട "nd" ("ente", "randam"): before the letters
  // one by one.
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
    const next = letters[i + 1];
    let consonant = letter === 'T' ? 't' : letter === 'D' ? 'd' : CONSONANTS[letter];
    // ട and ഠ between vowels are said, and typed, "d" ("ivide", "veedu"); elsewhere (ടേം, ട്ട, ട്ര), t.
    const clustered = next === VIRAMA && i + 2 < letters.length;
    if ((letter === 'ട' || letter === 'ഠ') && /[aeiou]$/.test(key) && !clustered) consonant = 'd';
    if (consonant !== undefined) {
      key += consonant;
      // The vowel a consonant carries unless a sign or a virama says otherwise.
      if (next === undefined || (next !== VIRAMA && VOWELS[next] === undefined)) key += 'a';
      continue;
    }
    // A virama that ends the word is said "u", and often typed so: അറിയിപ്പ് is "ariyippu" (or "ariyipp").
    if (letter === VIRAMA && i === letters.length - 1) key += 'u';
    key += VOWELS[letter] ?? FINALS[letter] ?? (letter === 'n' ? 'n' : '');
  }
  return spoken(key);
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
    // After n, a c is ഞ്ച's ("ancu" as "anchu"): left for the fold of speech.
    .replace(/(?<!n)c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/ou|au/g, 'o');
  return spoken(key);
}
