/** The content files as the app imports them (virtual modules, scripts/build/content/plugin.ts). */
import type { ContentName } from '../../../src/content/schema/index.ts';
import { filledPages } from '../../../src/content/filled.ts';
import type { AdmissionWindowContent } from '../../../src/content/index.ts';
import type { AdmissionContent, ResidentialLifeContent } from '../../../src/content/schema/index.ts';
import { dateInWords } from '../../../src/lib/enquiry.ts';
import { latestNotices } from '../../../src/lib/notices.ts';
import { languages, type Lang } from '../../../src/lib/routes.ts';
import type { Content } from './load.ts';
import { localeOf, noticeViews } from './notices.ts';

/**
 * A content file as the app imports it. The site-wide words carry every photo's description (every page shows
 * photos) and which optional pages are filled in; the home page's words, the latest notices; the gallery page's,
 * how many galleries it will list. `today` is the build's day at the school.
 */
export function contentModule(content: Content, name: ContentName, lang: Lang | 'both', today: string): unknown {
  const data = content.files[name][lang];
  if (name === 'home' && lang !== 'both')
    return {
      ...(data as object),
      notices: latestNotices(noticeViews(content, lang), today),
      admissionWindow: admissionWindowOf(content, lang, today),
    };
  if (name === 'admission' && lang !== 'both')
    return { ...(data as object), admissionWindow: admissionWindowOf(content, lang, today) };
  if (name === 'gallery' && lang !== 'both')
    return { ...(data as object), galleryCount: galleryCountOf(content, lang) };
  if (name !== 'site' || lang === 'both') return data;
  const photos = content.files.photos[lang] as Record<string, { alt: string }>;
  return {
    ...(data as object),
    imageAlt: Object.fromEntries(Object.entries(photos).map(([image, { alt }]) => [image, alt])),
    filledPages: filledPagesOf(content),
  };
}

/**
 * How many galleries the list will hold, when the site serves the list itself (the galleries kept in the editor):
 * the page shows as many placeholders while it loads, so nothing moves when the cards come. Null with the
 * school's own API, whose list is not known until it answers.
 */
function galleryCountOf(content: Content, lang: Lang): number | null {
  return content.identity.galleryApiBase ? null : content.collections.galleries[lang].length;
}

/** Where admission stands, for the home page and the Admission page: each date of it written out in the language. */
function admissionWindowOf(content: Content, lang: Lang, today: string): AdmissionWindowContent {
  const { apply, fees } = content.files.admission[lang] as AdmissionContent;
  const days = [...Object.values(apply.dates), ...fees.instalments.map((instalment) => instalment.due)].filter(Boolean);
  const dateWords = Object.fromEntries(days.map((day) => [day, dateInWords(day, localeOf(lang))]));
  return { dates: apply.dates, words: apply.window, dateWords, today };
}

/**
 * The optional pages the school has filled in, in both languages (scripts/build/content/site-paths.ts builds them): a
 * page filled in English only waits for its Malayalam, so the language switch, the alternates in the head and the
 * sitemap never lead to a page that is not there, and the header has as many links in both.
 */
export function filledPagesOf(content: Content) {
  const [first, ...others] = languages.map((lang) =>
    filledPages({ residentialLife: content.files.residentialLife[lang] as ResidentialLifeContent }),
  );
  return (first ?? []).filter((key) => others.every((filled) => filled.includes(key)));
}
