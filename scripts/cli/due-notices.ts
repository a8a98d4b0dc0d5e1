/**
 * Whether a scheduled notice has come due since the site was last published (issue 57): the deploy workflow runs
 * every quarter of an hour in school hours and publishes only when one has, so a notice written the evening before
 * ("Results at 10 am") goes out at its time with nobody at a computer.
 *
 *   npm run due-notices -- <when the site was last published, as an ISO 8601 time>
 *
 * Prints the notices that came due and writes due=true or due=false to $GITHUB_OUTPUT.
 */
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../build/content/load.ts';
import { settingsOf } from '../build/settings.ts';
import { schoolMoment } from '../../src/lib/school-time.ts';
import { isPublished } from '../../src/notices/shared/rules.ts';

/** The notices published now (at the school) that were not yet at the last publish (isPublished, as the site reads it). */
export function dueSince<T extends { appearAt: string }>(scheduled: readonly T[], since: string, now: string): T[] {
  return scheduled.filter((notice) => isPublished(notice, now) && !isPublished(notice, since));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const published = new Date(process.argv[2] ?? '');
  const now = schoolMoment(new Date());
  // Not known (a first run): publish, to be safe.
  const since = Number.isNaN(published.getTime()) ? '' : schoolMoment(published);
  const content = loadContent(process.cwd(), { ...settingsOf(), SITE_NOW: since || now });
  const due = since ? dueSince(content.scheduled, since, now) : [];
  for (const notice of due) console.log(`Due: "${notice.title}", at ${notice.appearAt.replace('T', ' ')} (India).`);
  const publish = !since || due.length > 0;
  console.log(publish ? 'A scheduled notice is due: the site is published.' : 'No scheduled notice is due.');
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${publish}\n`);
}
