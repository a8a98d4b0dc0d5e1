/**
 * A notice that goes out at its hour (issue 57): the build leaves out a notice whose time to appear has not come by
 * its clock (SITE_NOW), and takes it in from that minute; the workflow that publishes it runs every quarter of an
 * hour of the school day, and publishes only when a notice has come due since the last publish.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../scripts/build/content/load.ts';
import { noticeViews } from '../../scripts/build/content/notice-views.ts';
import { dueSince } from '../../scripts/cli/due-notices.ts';
import { contentCopies } from '../helpers/content-copy.ts';

const copies = contentCopies('scheduled-');
afterAll(() => copies.removeAll());

const AT = '2026-12-01T10:00';
const scheduled = (text: string) => text.replace(/^date: .*$/m, (line) => `${line}\nappearAt: "${AT}"`);
const root = copies.copyWith({
  'en/notices/install-the-app.yaml': scheduled,
  'ml/notices/install-the-app.yaml': scheduled,
});
const slugs = (now: string) => {
  const content = loadContent(root, { SITE_NOW: now });
  expect(content.problems).toEqual([]);
  return {
    en: noticeViews(content, 'en').map((notice) => notice.slug),
    ml: noticeViews(content, 'ml').map((notice) => notice.slug),
    scheduled: content.scheduled.map((notice) => `${notice.slug} ${notice.appearAt}`),
  };
};

describe('a scheduled notice', () => {
  it('is in no list the build writes before its minute, and is named as waiting', () => {
    const before = slugs('2026-12-01T09:59');
    expect(before.en).not.toContain('install-the-app');
    expect(before.ml).not.toContain('install-the-app');
    expect(before.scheduled).toEqual([`install-the-app ${AT}`]);
  });

  it('is in every list from its minute on, in both languages', () => {
    for (const now of [AT, '2026-12-02T00:00']) {
      const after = slugs(now);
      expect(after.en).toContain('install-the-app');
      expect(after.ml).toContain('install-the-app');
      expect(after.scheduled).toEqual([]);
    }
  });

  it('is refused with a plain message when its time is not a day and a time', () => {
    const wrong = copies.copyWith({
      'en/notices/read-offline.yaml': (text) => `${text}appearAt: "tomorrow at ten"\n`,
    });
    expect(loadContent(wrong, {}).problems.join('\n')).toContain('should be a day and a time at the school');
  });
});

describe('publishing it at its time', () => {
  const notices = [{ appearAt: '2026-12-01T10:00' }, { appearAt: '2026-12-01T18:30' }];

  it('publishes when a notice came due since the last publish, and not again after', () => {
    expect(dueSince(notices, '2026-12-01T09:50', '2026-12-01T10:05')).toEqual([notices[0]]);
    expect(dueSince(notices, '2026-12-01T10:05', '2026-12-01T10:20')).toEqual([]);
    expect(dueSince(notices, '2026-12-01T10:05', '2026-12-01T18:45')).toEqual([notices[1]]);
  });

  it('looks every quarter of an hour of the school day (07:30 to 20:15 in Kerala)', () => {
    const workflow = parse(readFileSync('.github/workflows/scheduled-notices.yml', 'utf8')) as {
      on: { schedule: { cron: string }[] };
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const [cron] = workflow.on.schedule.map((entry) => entry.cron);
    const [minutes, hours] = cron!.split(' ') as [string, string];
    expect(minutes).toBe('*/15');
    const [from, to] = hours.split('-').map(Number) as [number, number];
    // UTC hours; Kerala is 5 h 30 min ahead.
    const kerala = (utcHour: number, minute: number) => (utcHour * 60 + minute + 330) / 60;
    expect(kerala(from, 0)).toBe(7.5);
    expect(kerala(to, 45)).toBe(20.25);
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(steps.some((run) => run.includes('due-notices'))).toBe(true);
    expect(steps.some((run) => run.includes('gh workflow run deploy.yml') && run.includes('scheduled-notice'))).toBe(
      true,
    );
  });
});
