/**
 * Which way a change is published (issue 33): a change to the school's content only (its words in src/content/,
 * its photos and PDFs in media/) goes out after the build and the checks of the content and of dist/, within
 * minutes of a Save; any change to the code takes the whole gate, browsers and Lighthouse included.
 *
 *   npm run publish-path -- <base> [<head>]    prints content or full (and writes path=… to $GITHUB_OUTPUT)
 *
 * The workflow gives as <base> the last commit it published, so code that has not passed the gate yet is never
 * carried out by a Save that follows it.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type PublishPath = 'content' | 'full';

/** What the office's editor writes: the content's YAML, and the photos and PDFs it uploads. */
const CONTENT = [/^src\/content\/.+\.yaml$/, /^media\//];

/** The way a change is published, from the files it changed (none known: the whole gate, to be safe). */
export function publishPath(changed: readonly string[]): PublishPath {
  return changed.length > 0 && changed.every((file) => CONTENT.some((pattern) => pattern.test(file)))
    ? 'content'
    : 'full';
}

/** The files changed between two commits, or null when the base is not known (a first push, a forced one). */
export function changedFiles(base: string, head = 'HEAD', cwd = process.cwd()): string[] | null {
  if (!/^[0-9a-f]{7,40}$/i.test(base) || /^0+$/.test(base)) return null;
  try {
    return execFileSync('git', ['diff', '--name-only', base, head], { cwd, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = '', head = 'HEAD'] = process.argv.slice(2);
  const changed = changedFiles(base, head);
  const path = changed ? publishPath(changed) : 'full';
  console.log(
    changed
      ? `${changed.length} file(s) changed since ${base.slice(0, 7)}: the ${path === 'content' ? 'content' : 'full'} path`
      : 'The change is not known (no base commit): the full path',
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`);
  console.log(path);
}
