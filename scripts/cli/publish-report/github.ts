/**
 * The publish report's GitHub side: what to do with the `publish-failed` issue (a pure plan), and the REST calls
 * that do it. `fetch` is passed in, so the tests can stand in for GitHub.
 */
import type { Env } from '../../../src/lib/identity.ts';
import { LABEL, TITLE, closingComment, failureBody, reportsCommit, stillFailingComment, type Run } from './issue.ts';

export type Outcome = 'failed' | 'succeeded';
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface OpenIssue {
  number: number;
  body: string;
}

export type Step =
  | { kind: 'create'; title: string; body: string }
  | { kind: 'update'; number: number; title: string; body: string; comment?: string }
  | { kind: 'close'; number: number; comment: string };

/** One issue while the site is not being published, none once it is: one Save never e-mails the office twice. */
export function plan(outcome: Outcome, open: readonly OpenIssue[], problems: readonly string[], run: Run): Step[] {
  if (outcome === 'succeeded')
    return open.map(({ number }) => ({ kind: 'close', number, comment: closingComment(run) }));
  const body = failureBody(problems, run);
  const [current] = open;
  if (!current) return [{ kind: 'create', title: TITLE, body }];
  // A re-run or the nightly rebuild of the same commit updates the list quietly; a new Save is told by a comment.
  const comment = reportsCommit(current.body, run.sha) ? undefined : stillFailingComment(run);
  return [{ kind: 'update', number: current.number, title: TITLE, body, comment }];
}

/** What a run without GitHub would do, in the words it would use. */
export function dryRunText(outcome: Outcome, problems: readonly string[], run: Run, why: string): string {
  if (outcome === 'succeeded') {
    const would = `It would close the open ${LABEL} issue, if there is one, with the comment:`;
    return `${why}\n${would}\n\n${closingComment(run)}\n`;
  }
  const body = failureBody(problems, run);
  return `${why}\nIt would open an issue labelled ${LABEL} (or update the open one):\n\nTitle: ${TITLE}\n\n${body}`;
}

export class GitHubError extends Error {}

const PERMISSION =
  'The workflow\'s GITHUB_TOKEN needs the "issues: write" permission: give the job that runs publish-report ' +
  '`permissions: { contents: read, issues: write }` in .github/workflows/deploy.yml.';

/** GitHub's refusal, with what to change; the status says which setting is wrong. */
function refusal(status: number, what: string, message: string): string {
  const head = `GitHub refused to ${what} (HTTP ${status}${message ? `: ${message}` : ''}).`;
  if (status === 401) return `${head} The token was not accepted: pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}.`;
  if (status === 403) return `${head} ${PERMISSION}`;
  if (status === 404) return `${head} Check GITHUB_REPOSITORY (owner/name). ${PERMISSION}`;
  if (status === 410) return `${head} Issues are turned off: Settings > General > Features > Issues.`;
  return head;
}

/** GitHub's issues of the repository, those labelled `label` (the publish report's by default). */
export function github(fetchImpl: Fetch, env: Env, token: string, label = LABEL) {
  const api =
    typeof env.GITHUB_API_URL === 'string' && env.GITHUB_API_URL ? env.GITHUB_API_URL : 'https://api.github.com';
  const repo = env.GITHUB_REPOSITORY;
  if (typeof repo !== 'string' || !/^[^/\s]+\/[^/\s]+$/.test(repo))
    throw new GitHubError('GITHUB_REPOSITORY (owner/name) is not set: GitHub Actions sets it on every run.');

  async function call<T>(method: string, path: string, what: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${api}/repos/${repo}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': '2022-11-28',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new GitHubError(`Could not reach GitHub to ${what}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not JSON (a proxy's error page): its first words say enough.
      }
      throw new GitHubError(refusal(response.status, what, message));
    }
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    async openIssues(): Promise<OpenIssue[]> {
      const found = await call<{ number: number; body?: string | null; pull_request?: unknown }[]>(
        'GET',
        `/issues?labels=${label}&state=open`,
        `list the open ${label} issues`,
      );
      // The issues endpoint lists pull requests too; a pull request is not the report.
      return found.filter((issue) => !issue.pull_request).map(({ number, body }) => ({ number, body: body ?? '' }));
    },
    create: (title: string, body: string) =>
      call<{ number: number }>('POST', '/issues', 'open an issue', { title, body, labels: [label] }),
    update: (number: number, change: object) => call('PATCH', `/issues/${number}`, `update issue #${number}`, change),
    comment: (number: number, body: string) =>
      call('POST', `/issues/${number}/comments`, `comment on issue #${number}`, { body }),
  };
}

export interface ReportOptions {
  outcome: Outcome;
  problems: readonly string[];
  run: Run;
  env: Env;
  fetch: Fetch;
  dryRun: boolean;
  log: (line: string) => void;
}

/** Opens, updates or closes the issue; without a token (a run on a laptop) only says what it would do. */
export async function publishReport({ outcome, problems, run, env, fetch, dryRun, log }: ReportOptions) {
  const token = typeof env.GITHUB_TOKEN === 'string' ? env.GITHUB_TOKEN.trim() : '';
  if (dryRun || !token) {
    const why = dryRun
      ? 'Dry run: nothing is sent to GitHub.'
      : 'No GITHUB_TOKEN: a dry run, nothing is sent to GitHub.';
    log(dryRunText(outcome, problems, run, why));
    return;
  }
  const client = github(fetch, env, token);
  const steps = plan(outcome, await client.openIssues(), problems, run);
  if (steps.length === 0) log(`No open ${LABEL} issue: nothing to close.`);
  for (const step of steps) {
    if (step.kind === 'create') {
      const { number } = await client.create(step.title, step.body);
      log(`Opened issue #${number}: ${step.title}`);
    } else if (step.kind === 'update') {
      await client.update(step.number, { title: step.title, body: step.body });
      if (step.comment) await client.comment(step.number, step.comment);
      log(`Updated issue #${step.number}${step.comment ? ' and commented' : ''}.`);
    } else {
      await client.comment(step.number, step.comment);
      await client.update(step.number, { state: 'closed', state_reason: 'completed' });
      log(`Closed issue #${step.number}: ${step.comment}`);
    }
  }
}
