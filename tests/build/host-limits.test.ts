/** A word before a build reaches a host's limit (scripts/build/host-limits.ts): at 80%, naming it and what to do. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hostLimitsPlugin, nearLimits, siteSize, type SiteSize } from '../../scripts/build/host-limits.ts';

const MB = 1024 * 1024;
const site = (files: number, bytes = 50 * MB, largest = 2 * MB): SiteSize => ({
  files,
  bytes,
  largest: { file: 'media/galleries/day-1600.webp', bytes: largest },
});

describe("a host's limits", () => {
  it("says nothing below 80% of any, and names Cloudflare's 20,000 files from 16,000", () => {
    expect(nearLimits(site(15_999))).toEqual([]);
    const [said, ...more] = nearLimits(site(16_000));
    expect(more).toEqual([]);
    expect(said).toBe(
      "The site is 16,000 files, 80% of the 20,000 Cloudflare Pages' free plan takes in one deployment. Before a " +
        "deploy fails: put the gallery photos in an object store (docs/hosting.md), or take Cloudflare's paid plan " +
        '(100,000 files a deployment).',
    );
  });

  it("names GitHub Pages' 1 GB, and a file near Cloudflare's 25 MB", () => {
    expect(nearLimits(site(900, 870 * MB))).toEqual([
      expect.stringMatching(/^The site is 870 MB, 85% of the 1\.00 GB GitHub Pages publishes\./),
    ]);
    expect(nearLimits(site(900, 100 * MB, 21 * MB))).toEqual([
      "media/galleries/day-1600.webp is 21 MB, near the 25 MB a file may be on Cloudflare Pages' free plan: make it smaller.",
    ]);
  });

  it("names only the school's own host once it is known, and none for its own server", () => {
    expect(nearLimits(site(19_000), 'github-pages')).toEqual([]);
    expect(nearLimits(site(19_000), 'cloudflare-pages')).toHaveLength(1);
    expect(nearLimits(site(19_000, 990 * MB), 'nginx')).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'site-size-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('counts every file of the built site, its bytes and its largest', () => {
    mkdirSync(path.join(dir, 'ml/notices'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(10));
    writeFileSync(path.join(dir, 'ml/notices/index.html'), 'x'.repeat(30));
    writeFileSync(path.join(dir, 'ml/notices/index.html.br'), 'x'.repeat(5));
    expect(siteSize(dir)).toEqual({ files: 3, bytes: 45, largest: { file: 'ml/notices/index.html', bytes: 30 } });
  });

  it('leaves out the gallery photos when they go to the object store before the deploy', () => {
    mkdirSync(path.join(dir, 'media/galleries'), { recursive: true });
    writeFileSync(path.join(dir, 'media/galleries/day-1-0123abcd-640.avif'), 'x'.repeat(100));
    writeFileSync(path.join(dir, 'media/galleries/day-1-0123abcd.webp'), 'x'.repeat(100));
    writeFileSync(path.join(dir, 'media/galleries/notes.txt'), 'x'.repeat(1));
    expect(siteSize(dir, true)).toMatchObject({ files: 4, bytes: 46 });
    expect(siteSize(dir)).toMatchObject({ files: 6, bytes: 246 });
    rmSync(path.join(dir, 'media'), { recursive: true });
  });

  it("is said when the build has taken dist/'s place, on the workflow's run page too", () => {
    const plugin = hostLimitsPlugin('tiny-host', {
      'tiny-host': { name: 'a tiny host', files: 3, otherwise: 'or not' },
    });
    const resolved = { root: path.dirname(dir), build: { ssr: false, outDir: `${dir}-next` } };
    (plugin.configResolved as (config: unknown) => void)(resolved);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('GITHUB_ACTIONS', 'true');
    try {
      (plugin.closeBundle as { handler: (error?: Error) => void }).handler();
      expect(warned.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^::warning title=Near a host's limit::The site is 3 files, 100% of the 3 a tiny host takes/,
          ),
        ],
      ]);
    } finally {
      warned.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
