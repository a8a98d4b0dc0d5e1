/**
 * The publish report (scripts/cli/publish-report/, issue 36): the issue the office reads when a Save could not be
 * published, made from the content check's own problem lines, and the GitHub calls that open, update and close it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadContent } from '../../scripts/build/content/load.ts';
import { publishReport, type Fetch, type ReportOptions } from '../../scripts/cli/publish-report/github.ts';
import { TITLE, failureBody, runOf } from '../../scripts/cli/publish-report/issue.ts';
import { contentCopies } from '../helpers/content-copy.ts';

const { copyWith, removeAll } = contentCopies('publish-report-');
afterAll(removeAll);
/** The content as the office left it after a Save the build refuses: the third Malayalam FAQ answer emptied. */
const emptyAnswer = (text: string) => {
  const about = parse(text) as { faqs: { items: { answer: string }[] } };
  about.faqs.items[2]!.answer = '';
  return stringify(about);
};
const root = copyWith({ 'ml/about.yaml': emptyAnswer });

const SHA = '0123456789abcdef0123456789abcdef01234567';
const github = {
  GITHUB_ACTOR: 'office-anna',
  GITHUB_SHA: SHA,
  GITHUB_REPOSITORY: 'school/site',
  GITHUB_RUN_ID: '42',
  GITHUB_SERVER_URL: 'https://github.com',
  SITE_ORIGIN: 'https://edmount.example',
};
const run = runOf(github);
const LOG = 'https://github.com/school/site/actions/runs/42';
const ITEM =
  '- **About page › FAQs › Questions › 3 › Answer** (Malayalam): faqs.items[3].answer is empty: write the text' +
  ' — `src/content/ml/about.yaml`';

describe('the issue, in the words of the build', () => {
  const { problems } = loadContent(root, {});

  it('lists each problem by its place in the editor, then the language and the field, then the file', () => {
    expect(problems).toHaveLength(1);
    const body = failureBody(problems, run);
    expect(body.split('\n')).toContain(ITEM);
    const at = (words: string) => body.indexOf(words);
    expect(at('About page › FAQs › Questions › 3 › Answer')).toBeLessThan(at('(Malayalam)'));
    expect(at('(Malayalam)')).toBeLessThan(at('faqs.items[3].answer'));
    expect(at('faqs.items[3].answer')).toBeLessThan(at('`src/content/ml/about.yaml`'));
  });

  it('says who saved which commit, that the live site is unchanged, and where to fix it', () => {
    const body = failureBody(problems, run);
    expect(body).toMatch(/^@office-anna saved commit `0123456`, which could not be published\./);
    expect(body).toContain('still shows its last good version');
    expect(body).toContain('[the editor](https://edmount.example/admin/)');
    expect(body).toContain(LOG);
  });

  it('lists a malformed build setting and a file that cannot be read too', () => {
    const broken = copyWith({ 'ml/about.yaml': emptyAnswer, 'en/home.yaml': (text) => `hero: [\n${text}` });
    const body = failureBody(loadContent(broken, { SITE_ORIGIN: 'school.in' }).problems, run);
    expect(body).toContain('- Build setting SITE_ORIGIN="school.in" must be an absolute URL');
    expect(body).toMatch(/^- `src\/content\/en\/home\.yaml` cannot be read \(line \d+, column \d+\): \w/m);
    expect(body).toContain('## What to fix (3 problems)');
  });

  it('with no content problem, says the failure was elsewhere and links to the log', () => {
    const body = failureBody([], run);
    expect(body).toContain('failed at a step other than the content');
    expect(body).toContain('last good version');
    expect(body).toContain(`[the run's log](${LOG})`);
    expect(body).not.toContain('What to fix');
  });

  it('mentions no one for the nightly rebuild, which no one saved', () => {
    const body = failureBody(problems, runOf({ ...github, GITHUB_EVENT_NAME: 'schedule' }));
    expect(body).toMatch(/^The nightly rebuild of commit `0123456`/);
    expect(body).not.toContain('@office-anna');
  });
});

// GitHub itself cannot be reached from here: a stand-in fetch answers as its REST API does and records each request.
interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}
function fakeGitHub(open: { number: number; body: string }[], status = 200) {
  const requests: Request[] = [];
  const fetch: Fetch = async (url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.replace('https://api.github.com', ''), body, headers: init.headers as never });
    if (status !== 200) return Response.json({ message: 'Resource not accessible by integration' }, { status });
    if (method === 'GET') return Response.json([...open, { number: 99, body: '', pull_request: {} }]);
    return Response.json({ number: 12 }, { status: method === 'POST' ? 201 : 200 });
  };
  return { requests, fetch };
}
async function report(options: Partial<ReportOptions> & Pick<ReportOptions, 'fetch' | 'outcome'>) {
  const log: string[] = [];
  const env = { ...github, GITHUB_TOKEN: 'token' };
  await publishReport({ problems: [], run, env, dryRun: false, log: (line) => log.push(line), ...options });
  return log.join('\n');
}
const calls = (requests: Request[]) => requests.map(({ method, path }) => `${method} ${path}`);
const LIST = 'GET /repos/school/site/issues?labels=publish-failed&state=open';
const problem = () => loadContent(root, {}).problems;

describe('the issue on GitHub', () => {
  it('a failure with no open issue opens one, labelled publish-failed', async () => {
    const { requests, fetch } = fakeGitHub([]);
    expect(await report({ outcome: 'failed', problems: problem(), fetch })).toBe(`Opened issue #12: ${TITLE}`);
    expect(calls(requests)).toEqual([LIST, 'POST /repos/school/site/issues']);
    expect(requests[1]!.body).toMatchObject({ title: TITLE, labels: ['publish-failed'] });
    expect(requests[1]!.body!.body).toContain(ITEM);
    expect(requests[1]!.headers).toMatchObject({
      Authorization: 'Bearer token',
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
    });
  });

  it('a failure with an issue open updates it, and tells the new person who saved in a comment', async () => {
    const { requests, fetch } = fakeGitHub([{ number: 7, body: 'An earlier commit failed.' }]);
    await report({ outcome: 'failed', problems: problem(), fetch });
    expect(calls(requests)).toEqual([
      LIST,
      'PATCH /repos/school/site/issues/7',
      'POST /repos/school/site/issues/7/comments',
    ]);
    expect(requests[1]!.body!.body).toContain(ITEM);
    expect(requests[2]!.body!.body).toContain('@office-anna saved commit `0123456`');
  });

  it('a re-run of the same commit updates the open issue without a comment', async () => {
    const { requests, fetch } = fakeGitHub([{ number: 7, body: failureBody([], run) }]);
    await report({ outcome: 'failed', problems: problem(), fetch });
    expect(calls(requests)).toEqual([LIST, 'PATCH /repos/school/site/issues/7']);
  });

  it('a success comments on the open issue and closes it', async () => {
    const { requests, fetch } = fakeGitHub([{ number: 7, body: '' }]);
    await report({ outcome: 'succeeded', fetch });
    expect(calls(requests)).toEqual([
      LIST,
      'POST /repos/school/site/issues/7/comments',
      'PATCH /repos/school/site/issues/7',
    ]);
    expect(requests[1]!.body).toEqual({ body: 'Published: the website is up to date again (commit `0123456`).' });
    expect(requests[2]!.body).toMatchObject({ state: 'closed' });
  });

  it('a success with no open issue does nothing', async () => {
    const { requests, fetch } = fakeGitHub([]);
    expect(await report({ outcome: 'succeeded', fetch })).toBe('No open publish-failed issue: nothing to close.');
    expect(calls(requests)).toEqual([LIST]);
  });

  it('a dry run, or a run without a token, sends nothing and prints the issue', async () => {
    const { requests, fetch } = fakeGitHub([]);
    const printed = await report({ outcome: 'failed', problems: problem(), fetch, dryRun: true });
    expect(printed).toMatch(/^Dry run: nothing is sent to GitHub\./);
    expect(printed).toContain(`Title: ${TITLE}`);
    expect(printed).toContain(ITEM);
    const noToken = await report({ outcome: 'succeeded', fetch, env: github });
    expect(noToken).toMatch(/^No GITHUB_TOKEN: a dry run/);
    expect(noToken).toContain('Published: the website is up to date again');
    expect(requests).toEqual([]);
  });

  it('a refusal (403) names the permission the token needs', async () => {
    const { fetch } = fakeGitHub([], 403);
    const refused = report({ outcome: 'failed', fetch });
    await expect(refused).rejects.toThrow(
      'refused to list the open publish-failed issues (HTTP 403: Resource not accessible by integration)',
    );
    await expect(refused).rejects.toThrow('"issues: write" permission');
  });
});

describe('npm run publish-report', () => {
  it('prints the issue it would open for content the build refuses', async () => {
    const { GITHUB_TOKEN: _token, ...env } = process.env;
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/cli/publish-report/main.ts', '--failed', '--dry-run'],
      { env: { ...env, ...github, SITE_CONTENT_ROOT: root }, timeout: 30_000 },
    );
    expect(stdout).toMatch(/^Dry run: nothing is sent to GitHub\./);
    expect(stdout).toContain(`Title: ${TITLE}`);
    expect(stdout).toContain(ITEM);
  }, 40_000);
});
