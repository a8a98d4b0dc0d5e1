/**
 * `npm run publish-report -- --failed | --succeeded [--dry-run]`: run by the workflow once the build, tests and
 * publish are done (issue 36). When a Save could not be published, the office gets one issue in its own words
 * (what to fix, where in the editor); when a later one is published, the issue closes. Without GITHUB_TOKEN, or
 * with --dry-run, it prints what it would do.
 */
import { contentRootOf, loadContent } from '../../build/content/load.ts';
import type { Env } from '../../../src/lib/identity.ts';
import { GitHubError, publishReport, type Outcome } from './github.ts';
import { runOf } from './issue.ts';

const USAGE = 'Usage: npm run publish-report -- --failed | --succeeded [--dry-run]';
const args = process.argv.slice(2);
const unknown = args.filter((arg) => !['--failed', '--succeeded', '--dry-run'].includes(arg));
const outcomes = (['failed', 'succeeded'] as const).filter((outcome) => args.includes(`--${outcome}`));
if (unknown.length || outcomes.length !== 1) {
  console.error(unknown.length ? `Unknown option ${unknown.join(', ')}. ${USAGE}` : USAGE);
  process.exit(2);
}
const outcome: Outcome = outcomes[0]!;
const env = process.env as Env;

/** The content's problems, read as the build reads them; none when the failure was not in the content. */
function contentProblems(): string[] {
  try {
    return loadContent(contentRootOf(process.cwd(), env), env).problems;
  } catch (error) {
    // A code change can break the check itself: the issue then says the failure was not in the content.
    console.error(`The content check could not run: ${(error as Error).message}`);
    return [];
  }
}

try {
  await publishReport({
    outcome,
    problems: outcome === 'failed' ? contentProblems() : [],
    run: runOf(env),
    env,
    fetch: (url, init) => fetch(url, init),
    dryRun: args.includes('--dry-run'),
    log: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof GitHubError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
