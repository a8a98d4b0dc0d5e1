/** What the sender tells the person reading the deploy log: which notices, to how many phones, what failed. */
import { noticePath } from '../../src/lib/routes.ts';
import { LANGUAGES, type Language, type Outgoing } from './outgoing.ts';
import { reachedShare, type Counts, type NoticeResult, type Summary } from './send.ts';

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

/** One notice's line: to how many phones it went, how many on a later try, failed and gone. */
const resultLine = ({ outgoing, phones, reached, retried, resent, held, failed, gone }: NoticeResult): string =>
  `${outgoing.slug}: reached ${reached.en + reached.ml} of ${phones} phones (${countsText(reached)}); ` +
  `${retried} after a retry, ${resent} sent again after a run that stopped, ${failed} failed, ${gone} gone` +
  (held ? `; ${held} still held by a run that stopped, for the next run.` : '.');

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
  const lines = summary.results.flatMap((result) => [
    `Sent ${resultLine(result)}`,
    ...(result.finished ? [] : [`  Not every phone was reached: the next run tries ${result.outgoing.slug} again.`]),
  ]);
  if (summary.stopped) lines.push('The run was stopped: what was sent is recorded, the rest goes with the next run.');
  lines.push(`Phones removed from the relay (gone, or failing three runs in a row over a week): ${summary.removed}.`);
  const failures = [...summary.failures].sort(([, a], [, b]) => b - a);
  if (failures.length > 0) {
    lines.push(`Failures (${failures.reduce((total, [, count]) => total + count, 0)}):`);
    lines.push(...failures.slice(0, 10).map(([reason, count]) => `  ${count} × ${reason}`));
  }
  return lines;
}

/** The run as a table, for the workflow's summary page. */
export function summaryMarkdown(summary: Summary): string {
  if (summary.results.length === 0) return '### Notices to phones\n\nNo new notice to send to phones.\n';
  const rows = summary.results.map(
    ({ outgoing, phones, reached, retried, resent, failed, gone }) =>
      `| ${outgoing.slug} | ${phones} | ${reached.en + reached.ml} | ${retried} | ${resent} | ${failed} | ${gone} |`,
  );
  return [
    '### Notices to phones',
    '',
    '| Notice | Phones | Reached | After a retry | Sent again | Failed | Gone |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Reached ${Math.round(reachedShare(summary) * 100)}% of the phones meant; removed ${summary.removed}.`,
    '',
  ].join('\n');
}

/** Below this share of phones reached, the office is told in an issue. */
export const REACHED_ENOUGH = 0.95;

/** What the office reads when a run reached fewer than REACHED_ENOUGH of the phones. */
export function officeIssueBody(summary: Summary, run: string): string {
  const share = Math.round(reachedShare(summary) * 100);
  return [
    `The last notices sent to parents' phones reached ${share}% of them (${run}).`,
    '',
    ...summary.results.map((result) => `- ${resultLine(result)}`),
    '',
    'The phones not reached are tried again within a quarter of an hour (from 07:30 to 20:15), and each time the',
    'site is published. Parents still see every notice on the site, and urgent ones at the top of every page. If',
    'this keeps happening, the push services\' answers are in the run\'s log ("Failures").',
  ].join('\n');
}

/** What the office reads when a run could not send at all (the relay down, its database refusing writes). */
export function failedRunBody(reason: string, run: string): string {
  return [
    `Notices could not be sent to parents' phones (${run}): ${reason}`,
    '',
    'Nothing was marked as sent: the notices are tried again within a quarter of an hour (from 07:30 to 20:15), and',
    'each time the site is published. Parents still see every notice on the site, and urgent ones at the top of',
    'every page. If this keeps happening, check that the push relay (SITE_PUSH_RELAY) answers: docs/push.md.',
  ].join('\n');
}
