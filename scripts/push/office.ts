/**
 * When a run reaches fewer than 95% of the phones meant, the office is told in an issue of the repository (labelled
 * notices-not-delivered, opened or updated by each such run), and a later run that reaches enough closes it. Without
 * GITHUB_TOKEN (a run on a laptop), nothing is sent to GitHub.
 */
import { GitHubError, github } from '../cli/publish-report/github.ts';
import { officeIssueBody, REACHED_ENOUGH } from './report.ts';
import { reachedShare, type Summary } from './send.ts';

export const LABEL = 'notices-not-delivered';
export const TITLE = "Notices did not reach every parent's phone";

export async function tellOffice(
  summary: Summary,
  env: Record<string, string | undefined>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const token = env.GITHUB_TOKEN?.trim();
  if (!token || summary.results.length === 0) return;
  const run = env.GITHUB_RUN_ID ? `run ${env.GITHUB_RUN_ID}` : 'a run by hand';
  try {
    const client = github((url, init) => fetchImpl(url, init), env, token, LABEL);
    const [open] = await client.openIssues();
    if (reachedShare(summary) >= REACHED_ENOUGH) {
      if (!open) return;
      await client.comment(open.number, `The notices of ${run} reached enough phones.`);
      await client.update(open.number, { state: 'closed', state_reason: 'completed' });
      return;
    }
    const body = officeIssueBody(summary, run);
    if (open) await client.update(open.number, { title: TITLE, body });
    else await client.create(TITLE, body);
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    console.error(`The office could not be told in an issue: ${error.message}`);
  }
}
