/**
 * When a run's notices have reached fewer than 95% of the phones meant (reachedShare), or the run could not send at
 * all, the office is told in an issue of the repository (labelled notices-not-delivered, opened or updated by each
 * such run), and a later run whose notices have reached enough closes it. Without GITHUB_TOKEN (a run on a laptop),
 * nothing is sent to GitHub.
 */
import { GitHubError, github } from '../cli/publish-report/github.ts';
import { failedRunBody, officeIssueBody, REACHED_ENOUGH } from './report.ts';
import { reachedShare, type Summary } from './send.ts';

export const LABEL = 'notices-not-delivered';
export const TITLE = "Notices did not reach every parent's phone";

type Env = Record<string, string | undefined>;
type Client = ReturnType<typeof github>;

/** Does `act` with the repository's issues, when the run may reach GitHub; a refusal is said, not thrown. */
async function withIssues(
  env: Env,
  fetchImpl: typeof fetch,
  act: (client: Client, open: { number: number } | undefined, run: string) => Promise<void>,
): Promise<void> {
  const token = env.GITHUB_TOKEN?.trim();
  if (!token) return;
  const run = env.GITHUB_RUN_ID ? `run ${env.GITHUB_RUN_ID}` : 'a run by hand';
  try {
    const client = github((url, init) => fetchImpl(url, init), env, token, LABEL);
    const [open] = await client.openIssues();
    await act(client, open, run);
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    console.error(`The office could not be told in an issue: ${error.message}`);
  }
}

const openOrUpdate = async (client: Client, open: { number: number } | undefined, body: string) => {
  if (open) await client.update(open.number, { title: TITLE, body });
  else await client.create(TITLE, body);
};

/** After a run that sent: the issue opened or updated below REACHED_ENOUGH, closed at or above it. */
export async function tellOffice(summary: Summary, env: Env, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (summary.results.length === 0) return;
  await withIssues(env, fetchImpl, async (client, open, run) => {
    if (reachedShare(summary) < REACHED_ENOUGH) return openOrUpdate(client, open, officeIssueBody(summary, run));
    if (!open) return;
    await client.comment(open.number, `The notices of ${run} have reached enough phones.`);
    await client.update(open.number, { state: 'closed', state_reason: 'completed' });
  });
}

/** A run that failed before it finished (it threw): the office's issue is opened, or updated, saying why. */
export async function tellOfficeOfFailure(reason: string, env: Env, fetchImpl: typeof fetch = fetch): Promise<void> {
  await withIssues(env, fetchImpl, (client, open, run) => openOrUpdate(client, open, failedRunBody(reason, run)));
}
