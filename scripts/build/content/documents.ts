/**
 * The documents as their page shows them: each with its dates in words, its PDF's size, and whether it is past its
 * valid-until day; and the ones that stop being valid soon, which the build names so the office renews them.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { DocumentView } from '../../../src/content/index.ts';
import type { Lang } from '../../../src/lib/routes.ts';
import { dateInWords } from '../../../src/lib/school-time.ts';
import type { Content } from './load.ts';
import { localeOf } from './notice-views.ts';

/** How soon before its valid-until day the build names a document. */
export const EXPIRY_WARNING_DAYS = 30;

/** A PDF's size as a parent reads it: "240 KB", "1.4 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

const address = (file: string) => `/${file.replace(/^\//, '')}`;

/** Every document in a language, as its page shows it; `root` holds the PDFs. */
export function documentViews(content: Content, lang: Lang, today: string, root: string): DocumentView[] {
  const locale = localeOf(lang);
  return content.collections.documents[lang].map((doc) => {
    const file = address(doc.file);
    let bytes = 0;
    try {
      bytes = statSync(path.join(root, file)).size;
    } catch {
      // The build's check names a missing PDF; this view is never published then.
    }
    return {
      ...doc,
      file,
      dateText: dateInWords(doc.date, locale),
      untilText: doc.validUntil ? dateInWords(doc.validUntil, locale) : '',
      sizeText: sizeInWords(bytes),
      expired: doc.validUntil !== '' && doc.validUntil < today,
    };
  });
}

/** The day `days` after a school day (YYYY-MM-DD). */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The documents that stop being valid within EXPIRY_WARNING_DAYS of `today`, as lines for the office. */
export function expiringSoon(content: Content, today: string): string[] {
  const horizon = daysAfter(today, EXPIRY_WARNING_DAYS);
  return content.collections.documents.en
    .filter((doc) => doc.validUntil !== '' && doc.validUntil >= today && doc.validUntil <= horizon)
    .map((doc) => `"${doc.title}" (src/content/en/documents/${doc.slug}.yaml) is valid until ${doc.validUntil}`);
}

/** The build names the documents that stop being valid soon, so the office renews them in time. */
export function warnExpiring(content: Content, today: string): void {
  const soon = expiringSoon(content, today);
  if (soon.length === 0) return;
  console.warn(
    `\n${soon.length === 1 ? 'A document stops' : `${soon.length} documents stop`} being valid within ${EXPIRY_WARNING_DAYS} days: renew ${soon.length === 1 ? 'it' : 'them'} in the editor (Documents), or let ${soon.length === 1 ? 'it move' : 'them move'} to Past documents.\n  - ${soon.join('\n  - ')}\n`,
  );
}
