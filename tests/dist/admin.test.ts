/** The school's editor in dist/admin/: its own page and policy, and no part of the public site. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

function files(dir: string): string[] {
  return readdirSync(path.join(dist, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(path.join(dist, file)).isDirectory() ? files(file) : [file];
  });
}

describe('the editor at /admin/', () => {
  it('is a page of its own: not indexed, with a policy that allows this site and the Git host only', () => {
    const html = read('admin/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|unpkg|jsdelivr|githubstatus/);
    expect(policy).toMatch(/connect-src 'self' blob: data: https:\/\/api\.github\.com;/);
    expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>');
  });

  it('asks this site for its fonts, and nothing of a CDN for the two it shows', () => {
    const script = read('admin/sveltia-cms.js');
    expect(script).toContain('/admin/fonts/source-sans-3.woff2');
    expect(script).toContain('/admin/fonts/material-symbols-outlined.woff2');
    expect(script).not.toMatch(/cdn\.jsdelivr\.net\/fontsource\/fonts\/(source-sans-3|material-symbols)/);
    for (const font of ['source-sans-3', 'material-symbols-outlined', 'noto-sans-malayalam']) expect(statSync(path.join(dist, `admin/fonts/${font}.woff2`)).size).toBeGreaterThan(10_000);
  });

  it('edits the content files, each page in English and Malayalam', () => {
    const config = parse(read('admin/config.yml')) as { collections: { files?: { file: string }[]; folder?: string }[]; i18n: { locales: string[] } };
    expect(config.i18n.locales).toEqual(['en', 'ml']);
    const edited = config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? [c.folder]);
    expect(edited).toContain('src/content/{{locale}}/core-team.yaml');
    expect(edited).toContain('src/content/contact.yaml');
    expect(edited).toContain('src/content/{{locale}}/notices');
    expect(edited).toContain('src/content/{{locale}}/galleries');
  });

  it('is no part of the public site: not in the sitemap, not precached, not named by any page or its code', () => {
    expect(read('sitemap.xml')).not.toContain('/admin');
    const sw = read('sw.js');
    expect(sw).not.toMatch(/"url":"admin\//);
    const publicFiles = [...files('.').filter((f) => f.endsWith('.html') && !f.startsWith('admin')), ...files('assets').filter((f) => /\.(js|css)$/.test(f))];
    for (const file of publicFiles) expect(read(file), file).not.toMatch(/sveltia|\/admin\//i);
  });
});
