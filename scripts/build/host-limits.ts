/**
 * What the static hosts take, and a word before a build reaches it (issue 64): at 80% of a host's files, bytes or
 * size of one file, the build says so in plain words, naming the limit and what to do, long before a deploy fails.
 * `DEPLOY_TO` (the workflow's variable: github-pages or cloudflare-pages) names the school's host; without it, every
 * host with a limit near is named. nginx and Caddy on the school's own disk have none.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { photoOfFile } from './photo-store/store.ts';

export interface SiteSize {
  files: number;
  bytes: number;
  largest: { file: string; bytes: number };
}

interface HostLimits {
  name: string;
  files?: number;
  bytes?: number;
  fileBytes?: number;
  /** What to do, beyond moving the photos to an object store (docs/hosting.md). */
  otherwise: string;
}

const MB = 1024 * 1024;

/** The published limits (docs/hosting.md): Cloudflare's free plan, and GitHub Pages. */
export const HOSTS: Record<string, HostLimits> = {
  'cloudflare-pages': {
    name: "Cloudflare Pages' free plan",
    files: 20_000,
    fileBytes: 25 * MB,
    otherwise: "or take Cloudflare's paid plan (100,000 files a deployment)",
  },
  'github-pages': {
    name: 'GitHub Pages',
    bytes: 1024 * MB,
    otherwise: 'or publish on Cloudflare Pages, which counts files, not bytes',
  },
};

/** Near a limit: this share of it. */
export const NEAR = 0.8;

const count = (n: number) => n.toLocaleString('en-GB');
const size = (bytes: number) =>
  bytes >= 1024 * MB ? `${(bytes / 1024 / MB).toFixed(2)} GB` : `${Math.round(bytes / MB)} MB`;

/** The warnings for `site` on `deployTo`'s host (every host with a limit when it is not named). */
export function nearLimits(site: SiteSize, deployTo?: string, known = HOSTS): string[] {
  const hosts = deployTo ? (known[deployTo] ? [known[deployTo]] : []) : Object.values(known);
  const said: string[] = [];
  for (const host of hosts) {
    const todo = `Before a deploy fails: put the gallery photos in an object store (docs/hosting.md), ${host.otherwise}.`;
    const share = (used: number, limit: number) => `${Math.round((used / limit) * 100)}%`;
    if (host.files && site.files >= host.files * NEAR)
      said.push(
        `The site is ${count(site.files)} files, ${share(site.files, host.files)} of the ${count(host.files)} ${host.name} takes in one deployment. ${todo}`,
      );
    if (host.bytes && site.bytes >= host.bytes * NEAR)
      said.push(
        `The site is ${size(site.bytes)}, ${share(site.bytes, host.bytes)} of the ${size(host.bytes)} ${host.name} publishes. ${todo}`,
      );
    if (host.fileBytes && site.largest.bytes >= host.fileBytes * NEAR)
      said.push(
        `${site.largest.file} is ${size(site.largest.bytes)}, near the ${size(host.fileBytes)} a file may be on ${host.name}: make it smaller.`,
      );
  }
  return said;
}

/**
 * How many files `dir` holds, their bytes, and the largest; with `photoStore`, the gallery photos aside, as the deploy
 * takes them out to the store (scripts/build/photo-store/store.ts).
 */
export function siteSize(dir: string, photoStore = false): SiteSize {
  const site: SiteSize = { files: 0, bytes: 0, largest: { file: '', bytes: 0 } };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (photoStore && photoOfFile(`/${path.relative(dir, file)}`)) continue;
    const bytes = statSync(file).size;
    site.files += 1;
    site.bytes += bytes;
    if (bytes > site.largest.bytes) site.largest = { file: path.relative(dir, file), bytes };
  }
  return site;
}

/** After the build has taken dist/'s place (./last-good.ts): the warnings, on the workflow's run page too. */
export function hostLimitsPlugin(deployTo = process.env.DEPLOY_TO, known = HOSTS, photoStore = false): Plugin {
  let outDir = '';
  let server = false;
  return {
    name: 'school-host-limits',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      server = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir.replace(/-next$/, ''));
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        if (server || error) return;
        for (const warning of nearLimits(siteSize(outDir, photoStore), deployTo || undefined, known))
          console.warn(process.env.GITHUB_ACTIONS ? `::warning title=Near a host's limit::${warning}` : warning);
      },
    },
  };
}
