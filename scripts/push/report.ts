/** What the sender tells the person reading the deploy log: which notices, to how many phones, what failed. */
import { noticePath } from '../../src/lib/routes.ts';
import { LANGUAGES, type Language, type Outgoing } from './notices.ts';
import type { Counts, Summary } from './send.ts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ml: 'Malayalam' };

const languagesOf = (outgoing: Outgoing): Language[] => LANGUAGES.filter((language) => outgoing.versions[language]);

/** One notice: its id, why it goes, its title, and its pages. */
export function noticeLine(outgoing: Outgoing, siteOrigin: string | null): string {
  const { slug, urgent, versions } = outgoing;
  const title = (versions.en ?? versions.ml)!.title;
  const pages = languagesOf(outgoing).map((language) => `${siteOrigin ?? ''}${noticePath(slug, language)}`);
  return `${slug} (${urgent ? 'urgent' : 'send to phones'}) "${title}" ${pages.join(' ')}`;
}

const countsText = (counts: Counts): string =>
  LANGUAGES.map((language) => `${counts[language]} in ${LANGUAGE_NAMES[language]}`).join(', ');

/** Notices that would go to phones, when push is not set up yet. */
export function notSetUpLines(outgoing: readonly Outgoing[], siteOrigin: string | null): string[] {
  const head = 'Push is not set up (SITE_PUSH_RELAY is not set), so nothing is sent to phones.';
  if (outgoing.length === 0) return [head, 'No current notice is marked urgent or "send to phones".'];
  return [
    head,
    'With push set up, these notices would go to phones:',
    ...outgoing.map((n) => `  ${noticeLine(n, siteOrigin)}`),
  ];
}

export function summaryLines(summary: Summary, siteOrigin: string | null): string[] {
  if (summary.dryRun) {
    if (summary.planned.length === 0) return ['Dry run: no new notice to send to phones.'];
    return [
      'Dry run: nothing is sent and nothing is recorded. These notices would go to phones:',
      ...summary.planned.flatMap(({ outgoing, phones }) => [
        `  ${noticeLine(outgoing, siteOrigin)}`,
        `    to phones: ${countsText(phones)}`,
      ]),
    ];
  }
  if (summary.results.length === 0) return ['No new notice to send to phones.'];
  const lines = summary.results.flatMap(({ outgoing, sent, gone, failed, recorded }) => [
    `Sent ${outgoing.slug} to phones: ${countsText(sent)}; ${gone} gone, ${failed} failed.`,
    ...(recorded ? [] : [`  Every phone failed, so ${outgoing.slug} is not marked as sent: the next run tries again.`]),
  ]);
  lines.push(`Gone phones removed from the relay: ${summary.removed}.`);
  const failures = [...summary.failures].sort(([, a], [, b]) => b - a);
  if (failures.length > 0) {
    lines.push(`Failures (${failures.reduce((total, [, count]) => total + count, 0)}):`);
    lines.push(...failures.slice(0, 10).map(([reason, count]) => `  ${count} × ${reason}`));
  }
  return lines;
}
