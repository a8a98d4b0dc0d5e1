/**
 * Where the editor saves: the school's Git repository, on GitHub, GitLab or a Gitea/Forgejo server. Set by the
 * deployer with SITE_CMS_* build settings (docs/content.md, "The editor"); the placeholders work for local editing
 * (Work with Local Repository needs no account). Each setting is checked, and a wrong one named.
 */
import { isHttpUrl, type Env } from '../../../src/lib/identity.ts';

export type EditorBackend =
  | { name: 'github'; repo: string; branch: string; base_url?: string }
  | { name: 'gitlab' | 'gitea'; repo: string; branch: string; base_url?: string; auth_type: 'pkce'; app_id: string };

/** How a Save reaches the site: at once, or as a draft someone reviews (a pull request) before it is published. */
export type Review = 'off' | 'drafts';

const read = (env: Env, name: string, fallback: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};

export const editorSettings = {
  backend: { env: 'SITE_CMS_BACKEND', fallback: 'github' },
  repo: { env: 'SITE_CMS_REPO', fallback: 'your-school/website' },
  branch: { env: 'SITE_CMS_BRANCH', fallback: 'main' },
  baseUrl: { env: 'SITE_CMS_BASE_URL', fallback: '' },
  appId: { env: 'SITE_CMS_APP_ID', fallback: '' },
  review: { env: 'SITE_CMS_REVIEW', fallback: 'off' },
} as const;

/** Problems with the editor's settings, one line each, naming the variable. */
export function checkEditorSettings(env: Env): string[] {
  const value = (key: keyof typeof editorSettings) => read(env, editorSettings[key].env, editorSettings[key].fallback);
  const problems: string[] = [];
  const backend = value('backend');
  if (!['github', 'gitlab', 'gitea'].includes(backend))
    problems.push(`SITE_CMS_BACKEND="${backend}" must be github, gitlab or gitea (Gitea and Forgejo)`);
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(value('repo')))
    problems.push(`SITE_CMS_REPO="${value('repo')}" must be the repository as owner/name`);
  if (value('baseUrl') && isHttpUrl(value('baseUrl')))
    problems.push(`SITE_CMS_BASE_URL="${value('baseUrl')}" ${isHttpUrl(value('baseUrl'))}`);
  if (!['off', 'drafts'].includes(value('review')))
    problems.push(`SITE_CMS_REVIEW="${value('review')}" must be off or drafts`);
  else if (value('review') === 'drafts' && backend === 'gitea')
    problems.push('SITE_CMS_REVIEW=drafts needs GitHub or GitLab: Sveltia CMS has no drafts for Gitea or Forgejo');
  if (backend === 'gitea' && !value('baseUrl'))
    problems.push('SITE_CMS_BASE_URL must be set to the Gitea or Forgejo server, such as https://codeberg.org');
  return problems;
}

export function editorBackend(env: Env): EditorBackend {
  const value = (key: keyof typeof editorSettings) => read(env, editorSettings[key].env, editorSettings[key].fallback);
  const common = {
    repo: value('repo'),
    branch: value('branch'),
    ...(value('baseUrl') ? { base_url: value('baseUrl').replace(/\/$/, '') } : {}),
  };
  const name = value('backend');
  // GitLab and Gitea/Forgejo sign in in the browser (PKCE): no server of ours.
  if (name === 'gitlab' || name === 'gitea') return { name, ...common, auth_type: 'pkce', app_id: value('appId') };
  return { name: 'github', ...common };
}

/** Whether saves are drafts reviewed before publishing (SITE_CMS_REVIEW=drafts): each draft a pull request. */
export const editorReview = (env: Env): Review =>
  read(env, editorSettings.review.env, editorSettings.review.fallback) === 'drafts' ? 'drafts' : 'off';

/** The origins the editor talks to: the Git host's API and sign-in, and the GitHub sign-in worker if any. */
export function editorOrigins(backend: EditorBackend): { connect: string[]; images: string[] } {
  const base = backend.base_url ? [new URL(backend.base_url).origin] : [];
  if (backend.name === 'github')
    return { connect: ['https://api.github.com', ...base], images: ['https://avatars.githubusercontent.com'] };
  if (backend.name === 'gitlab')
    return {
      connect: base.length ? base : ['https://gitlab.com'],
      images: base.length ? base : ['https://gitlab.com'],
    };
  return { connect: base, images: base };
}
