/**
 * Which way a change is published (issue 33): a change to the school's content only (its words in src/content/,
 * its photos and PDFs in media/) goes out after the build and the checks of the content and of dist/, within
 * minutes of a Save; any change to the code takes the whole gate, browsers and Lighthouse included.
 *
 *   npm run publish-path -- <base> [<head>] [--unchanged-content]
 *                                              prints content or full (and writes path=… to $GITHUB_OUTPUT)
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

/**
 * The way a change is published, from the files it changed. Nothing changed since the last publish: the whole gate,
 * to be safe, unless the run says otherwise (`unchanged`): a scheduled notice come due needs only its content
 * built, the code being as the gate last passed it.
 */
export function publishPath(changed: readonly string[], unchanged: PublishPath = 'full'): PublishPath {
  if (changed.length === 0) return unchanged;
  return changed.every((file) => CONTENT.some((pattern) => pattern.test(file))) ? 'content' : 'full';
}

/**
 * The files changed between two commits, or null when the base is not known (a first push, a forced one). A file
 * moved counts at both its names; and with rename detection off, git compares the trees only, so the workflow's
 * clone needs the history's commits and trees, not every photo ever uploaded (`filter: blob:none`).
 */
export function changedFiles(base: string, head = 'HEAD', cwd = process.cwd()): string[] | null {
  if (!/^[0-9a-f]{7,40}$/i.test(base) || /^0+$/.test(base)) return null;
  try {
    return execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], { cwd, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  // --unchanged-content: a run for a scheduled notice come due (scheduled-notices.yml), whose code is as published.
  const unchanged: PublishPath = args.includes('--unchanged-content') ? 'content' : 'full';
  const [base = '', head = 'HEAD'] = args.filter((arg) => !arg.startsWith('--'));
  const changed = changedFiles(base, head);
  const path = changed ? publishPath(changed, unchanged) : 'full';
  console.log(
    changed
      ? `${changed.length} file(s) changed since ${base.slice(0, 7)}: the ${path === 'content' ? 'content' : 'full'} path`
      : 'The change is not known (no base commit): the full path',
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`);
  console.log(path);
}
