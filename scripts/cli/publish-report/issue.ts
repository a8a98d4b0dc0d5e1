/**
 * The words of the publish report (issue 36): the issue the office reads when a Save could not be published,
 * and the comment that closes it. Pure functions of the build's problem lines and the run's details.
 */
import type { Env } from '../../../src/lib/identity.ts';

export const LABEL = 'publish-failed';
export const TITLE = 'The website was not updated: a change needs fixing';

/** The run being reported on, from the variables GitHub Actions sets on every run. */
export interface Run {
  actor?: string;
  sha?: string;
  /** The event that started the run: a Save is a push; the nightly rebuild is a schedule. */
  event?: string;
  logUrl?: string;
  /** The site's editor (SITE_ORIGIN/admin/), when the site's address is known. */
  editorUrl?: string;
}

const text = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function runOf(env: Env): Run {
  // The address as set, not the build's placeholder: a link to https://school.example would lead nowhere.
  const origin = text(env, 'SITE_ORIGIN');
  const server = text(env, 'GITHUB_SERVER_URL') ?? 'https://github.com';
  const repo = text(env, 'GITHUB_REPOSITORY');
  const runId = text(env, 'GITHUB_RUN_ID');
  return {
    actor: text(env, 'GITHUB_ACTOR'),
    sha: text(env, 'GITHUB_SHA'),
    event: text(env, 'GITHUB_EVENT_NAME'),
    logUrl: repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined,
    editorUrl: origin && /^https?:\/\/[^/]+/.test(origin) ? `${origin.replace(/\/$/, '')}/admin/` : undefined,
  };
}

const shortSha = (sha: string) => sha.slice(0, 7);
/** Tells a later run which commit the issue last reported, without showing it (HTML comments are not rendered). */
const commitMarker = (sha: string) => `<!-- publish-report commit: ${sha} -->`;
export const reportsCommit = (body: string, sha: string | undefined): boolean =>
  sha !== undefined && body.includes(commitMarker(sha));

/** Content typed into the editor can hold "<": escaped, so a stray tag shows as typed rather than vanishing. */
const plain = (words: string) => words.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One problem line of the content check, as a list item the office can act on: where it is in the editor first
 * (that is where they fix it), then what is wrong, then the file (for whoever fixes it outside the editor).
 * The line's shape is load.ts's: `file (Language): field message [in the editor: A › B › C]`.
 */
export function problemItem(problem: string): string {
  const editor = /\s*\[in the editor: ([^\]]+)\]$/.exec(problem);
  const rest = editor ? problem.slice(0, editor.index) : problem;
  const source = /^(src\/content\/\S+?\.yaml)(?: \(([^)]+)\))?(:?)\s+/.exec(rest);
  if (!source) return `- ${plain(rest)}`;
  const [lead, file, language, colon] = source;
  const message = plain(rest.slice(lead.length));
  const lang = language ? ` (${language})` : '';
  if (!editor) return `- \`${file}\`${lang}${colon} ${message}`;
  return `- **${plain(editor[1]!)}**${lang}: ${message} — \`${file}\``;
}

/** Who made the change: a Save is told by name (the mention e-mails them); the nightly rebuild has no author. */
function whoLine({ actor, sha, event }: Run): string {
  const commit = sha ? `commit \`${shortSha(sha)}\`` : 'the latest commit';
  if (event === 'schedule') return `The nightly rebuild of ${commit} could not be published.`;
  if (actor) return `@${actor} saved ${commit}, which could not be published.`;
  return `${commit[0]!.toUpperCase()}${commit.slice(1)} could not be published.`;
}

export function failureBody(problems: readonly string[], run: Run): string {
  const log = run.logUrl ? `[the run's log](${run.logUrl})` : "the run's log";
  const editor = run.editorUrl ? `[the editor](${run.editorUrl})` : 'the editor (/admin/)';
  const intro = [
    whoLine(run),
    'The live website still shows its last good version: visitors see no error, but they do not see the change.',
  ];
  const what = problems.length
    ? [
        `## What to fix (${problems.length === 1 ? 'one problem' : `${problems.length} problems`})`,
        `Open ${editor}, go to each place below, correct it and save. Every Save is published again by ` +
          'itself; once one goes through, this issue closes.',
        problems.map(problemItem).join('\n'),
        `The full details are in ${log}.`,
      ]
    : [
        '## What went wrong',
        'The content is fine: the publish failed at a step other than the content (a change to the code, ' +
          'a test, or GitHub itself). The office has nothing to fix in the editor; the site keeps its last good ' +
          `version until the developer fixes it. The details are in ${log}.`,
      ];
  return [...intro, ...what, ...(run.sha ? [commitMarker(run.sha)] : [])].join('\n\n') + '\n';
}

/** Said on an open issue when another commit fails too: an edited body e-mails no one, a comment does. */
export const stillFailingComment = (run: Run): string =>
  `${whoLine(run)} The list above is updated to what is wrong now.`;

export const closingComment = ({ sha }: Run): string =>
  `Published: the website is up to date again${sha ? ` (commit \`${shortSha(sha)}\`)` : ''}.`;
