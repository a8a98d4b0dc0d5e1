/**
 * A photo the office replaces keeps its file name in the repository (media/photos/director.jpg), but not its
 * address on the site (issue 43): the site names each image's files by its content, so the host's week of caching
 * and the worker's months cannot keep showing parents the old photo. The site is built twice, as the office's two
 * Saves would publish it; a phone that visited the first build, opening the second, keeps only the new photo.
 */
import { expect, test } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { buildSite } from '../fixtures/fixture-site.ts';
import { serveStatic } from '../harness/static-server.ts';
import { checkoutWith } from '../helpers/editor.ts';
import { pathsUnder } from '../helpers/files.ts';
import { persistentContext } from '../helpers/profile.ts';
import { cameraPhoto } from '../helpers/photos.ts';

const PORT = 4342;
const PHOTO = 'media/photos/director.jpg';

/** The version in the names of the Director's portrait files, as a built page names them. */
const versionIn = (html: string) => /\/media\/teamDirector-([0-9a-f]{8})-\d+\.avif/.exec(html)?.[1];

test('a replaced photo is a new address: the pages name the new one, and a phone keeps only it', async () => {
  test.setTimeout(240_000);
  const root = checkoutWith({});
  const served = path.join(root, 'served');
  let server: Server | undefined;
  try {
    // The office puts the Director's portrait in its place, in both languages' photos file.
    for (const lang of ['en', 'ml']) {
      const file = path.join(root, `src/content/${lang}/photos.yaml`);
      const photos = parse(readFileSync(file, 'utf8')) as Record<string, { photo: string }>;
      photos.teamDirector!.photo = `/${PHOTO}`;
      writeFileSync(file, stringify(photos));
    }
    mkdirSync(path.dirname(path.join(root, PHOTO)), { recursive: true });
    writeFileSync(path.join(root, PHOTO), await cameraPhoto(1200, 1600));
    buildSite(path.join(root, 'first'), { SITE_CONTENT_ROOT: root });
    // Then replaces it with a better one, under the same name.
    writeFileSync(path.join(root, PHOTO), await cameraPhoto(1500, 2000));
    buildSite(path.join(root, 'second'), { SITE_CONTENT_ROOT: root });

    const page = (build: string) => readFileSync(path.join(root, build, 'core-team/index.html'), 'utf8');
    const [before, after] = [versionIn(page('first')), versionIn(page('second'))];
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The second build names only the new photo, publishes no file of the old one, and precaches neither.
    const second = pathsUnder(path.join(root, 'second'));
    expect(second.filter((file) => file.includes(`teamDirector-${before}`))).toEqual([]);
    expect(second.some((file) => file.includes(`teamDirector-${after}`))).toBe(true);
    expect(readFileSync(path.join(root, 'second/sw.js'), 'utf8')).not.toContain('teamDirector-');
    for (const file of second.filter((f) => f.endsWith('.html')))
      expect(readFileSync(file, 'utf8'), file).not.toContain(`teamDirector-${before}`);

    // A phone visits the first build, which keeps one size of every photo for offline reading.
    cpSync(path.join(root, 'first'), served, { recursive: true });
    server = await serveStatic(served, PORT);
    const { context, close } = await persistentContext(`http://127.0.0.1:${PORT}`);
    const phone = await context.newPage();
    const kept = () =>
      phone.evaluate(async () => {
        const names: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) names.push(new URL(request.url).pathname);
        return names.filter((name) => name.includes('teamDirector-'));
      });
    try {
      await phone.goto('/core-team/');
      await phone.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
        timeout: 60_000,
      });
      expect((await kept()).every((name) => name.includes(`-${before}-`))).toBe(true);
      expect(await kept()).not.toEqual([]);

      // The second build is published; the phone opens the page again.
      for (const entry of readdirSync(served)) rmSync(path.join(served, entry), { recursive: true, force: true });
      cpSync(path.join(root, 'second'), served, { recursive: true });
      await phone.goto('/core-team/');
      const portrait = phone.getByRole('img', { name: 'Portrait of the Director' });
      await expect(portrait).toHaveJSProperty('complete', true);
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`-${after}-`);
      await expect.poll(kept).not.toContainEqual(expect.stringContaining(`-${before}-`));
      expect((await kept()).some((name) => name.includes(`-${after}-`))).toBe(true);
    } finally {
      await close();
    }
  } finally {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  }
});
