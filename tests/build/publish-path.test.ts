/**
 * A Save in the editor (content only) is published after the build and the content and dist/ checks; a change to
 * the code takes the whole gate (scripts/cli/publish-path.ts). Run as the workflow runs it: on two commits of a
 * repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedFiles, publishPath } from '../../scripts/cli/publish-path.ts';

describe('the way a change is published', () => {
  it('takes the content path only for the content and its photos and PDFs', () => {
    expect(publishPath(['src/content/en/notices/rain.yaml', 'src/content/ml/notices/rain.yaml'])).toBe('content');
    expect(publishPath(['media/galleries/day-1.webp', 'src/content/en/galleries/day.yaml'])).toBe('content');
    expect(publishPath(['src/content/en/home.yaml', 'src/pages/home/home-page.tsx'])).toBe('full');
    expect(publishPath(['src/content/schema/notices.ts'])).toBe('full');
    expect(publishPath(['package.json'])).toBe('full');
    expect(publishPath([])).toBe('full');
  });

  it('takes the content path for a scheduled notice come due when nothing changed since the last publish', () => {
    expect(publishPath([], 'content')).toBe('content');
    expect(publishPath(['package.json'], 'content')).toBe('full');
  });

  const repo = mkdtempSync(path.join(tmpdir(), 'publish-path-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Office', '-c', 'user.email=office@school.example', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commit = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', `Change ${file}`);
    return git('rev-parse', 'HEAD');
  };
  const cli = (base: string) =>
    execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/cli/publish-path.ts'), base], {
      cwd: repo,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);

  it('reads a Save and a code change off the repository, as the workflow does', () => {
    git('init', '-q');
    const first = commit('src/content/en/home.yaml', 'menuName: Home\n');
    const saved = commit('src/content/en/notices/rain.yaml', 'title: Rain holiday\n');
    expect(changedFiles(first, saved, repo)).toEqual(['src/content/en/notices/rain.yaml']);
    expect(cli(first)).toBe('content');
    const coded = commit('src/app/header.tsx', 'export {};\n');
    expect(cli(saved)).toBe('full');
    expect(cli(first)).toBe('full');
    expect(changedFiles(coded, coded, repo)).toEqual([]);
    // A first push names no base commit: the whole gate.
    expect(cli('0000000000000000000000000000000000000000')).toBe('full');
  }, 30_000);
});
