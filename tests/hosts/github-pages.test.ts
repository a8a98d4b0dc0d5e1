/**
 * GitHub Pages has no server to run here, so its rules are written down (docs/hosting.md) and dist/ is checked
 * against them: every address of the sitemap and every link of every page is a file it serves with 200 and no
 * redirect; a page's address without its slash gets one redirect; anything else its one 404.html.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedPaths, sitemapPaths } from './addresses.ts';

const DIST = 'dist';

interface Answer {
  status: 200 | 301 | 404;
  file?: string;
  location?: string;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/**
 * What GitHub Pages answers for an address: a file as it is; a folder's index.html at the folder's address with
 * its slash, the address without it redirected there (301); `<name>.html` at `<name>`; else the root 404.html, 404.
 */
export function githubPages(pathname: string): Answer {
  const local = path.join(DIST, decodeURIComponent(pathname));
  if (!pathname.endsWith('/') && isFile(local)) return { status: 200, file: local };
  if (isFolder(local)) {
    if (!pathname.endsWith('/')) return { status: 301, location: `${pathname}/` };
    if (isFile(path.join(local, 'index.html'))) return { status: 200, file: path.join(local, 'index.html') };
  }
  if (!pathname.endsWith('/') && isFile(`${local}.html`)) return { status: 200, file: `${local}.html` };
  return { status: 404, file: path.join(DIST, '404.html') };
}

describe('dist/ on GitHub Pages (its documented rules)', () => {
  it('has a file for every sitemap address and every link of every page, served with no redirect', () => {
    const addresses = [...new Set([...sitemapPaths(), ...linkedPaths().keys()])];
    expect(addresses.length).toBeGreaterThan(100);
    const wrong = addresses.map((a) => [a, githubPages(a)] as const).filter(([, answer]) => answer.status !== 200);
    expect(wrong.map(([address, answer]) => `${answer.status} ${address}`)).toEqual([]);
  });

  it("sends a page's address without its slash to the page, once, and anything unknown to its 404 page", () => {
    expect(githubPages('/about')).toEqual({ status: 301, location: '/about/' });
    expect(githubPages('/ml')).toEqual({ status: 301, location: '/ml/' });
    expect(githubPages('/about/')).toMatchObject({ status: 200 });
    expect(githubPages('/no-such-page')).toEqual({ status: 404, file: path.join(DIST, '404.html') });
    expect(isFile(path.join(DIST, '404.html'))).toBe(true);
  });
});
