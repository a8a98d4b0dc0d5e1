/**
 * Is a text written in the language of its file? Malayalam text is mostly Malayalam letters (names kept as
 * parents see them aside: the school's, exams and boards by their initials, web and e-mail addresses), written
 * with atomic chillu letters, and every vowel sign sits on a Malayalam letter (after anything else it joins that
 * character, and the Malayalam font, a subset, drew a missing-glyph box there). English text has no Malayalam
 * letters at all: English pages load no Malayalam font.
 */
const MALAYALAM = /[\u0D00-\u0D7F]/g;
/** A vowel sign or mark after anything but a Malayalam letter (or a joiner). */
const STRAY_SIGN = /[^\u0D00-\u0D7F\u200C\u200D][\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D4D\u0D57\u0D62\u0D63]/;

function share(text: string, schoolName: string): { letters: number; malayalam: number } {
  const words = text
    .replaceAll(schoolName, '')
    .replace(/\{\w+\}/g, '')
    .replace(/\b[A-Z]{2,6}\b|\S+@\S+|https?:\/\/\S+/g, '');
  return { letters: words.replace(/[^\p{L}]/gu, '').length, malayalam: words.match(MALAYALAM)?.length ?? 0 };
}

/** What is wrong with a text for its language, or null. */
export function languageProblem(text: string, lang: 'en' | 'ml', schoolName: string): string | null {
  const { letters, malayalam } = share(text, schoolName);
  if (lang === 'en') {
    if (letters >= 4 && malayalam / letters > 0.3)
      return 'is in Malayalam: write it in English here (the Malayalam goes in the Malayalam version)';
    // English pages load no Malayalam font: on a device without one, a Malayalam word shows as boxes.
    return malayalam > 0 ? 'has Malayalam letters, which English pages may show as boxes: write it in English' : null;
  }
  if (/\u0D4D\u200D/.test(text))
    return 'uses an old way of writing a chillu letter (virama and zero-width joiner): type the chillu letter itself';
  const stray = STRAY_SIGN.exec(text);
  if (stray)
    return `has a vowel sign after "${stray[0][0]}", where a Malayalam letter should be (write numbers and ordinals out in words)`;
  if (letters >= 4 && malayalam / letters <= 0.6)
    return `is not in Malayalam: "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;
  return null;
}
