/**
 * A failed build leaves the last good site (issue 67, scripts/build/last-good.ts): the plugin's hooks driven as Vite
 * drives them, over real folders: a build that succeeds takes dist/'s place whole; one that fails, whenever it fails,
 * leaves dist/ as it was and nothing of its own; the first build of a checkout makes dist/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { lastGoodBuildPlugin, nextDir } from '../../scripts/build/last-good.ts';

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'last-good-'));
  dist = path.join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: keyof Plugin, ...args: unknown[]) => {
  const hook = plugin[name] as Hook | { handler: Hook } | undefined;
  return typeof hook === 'function' ? hook(...args) : hook?.handler(...args);
};
const page = (dir: string, text: string) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), text);
};

/** A build up to where it fails (`failAt`), or to its end: what it wrote went where the plugin sent it. */
function build(text: string, failAt?: 'writing' | 'closing') {
  const plugin = lastGoodBuildPlugin();
  const config = call(plugin, 'config', { root, build: { outDir: 'dist' } }) as { build: { outDir: string } };
  call(plugin, 'configResolved', { build: { ssr: false } });
  call(plugin, 'buildStart');
  page(config.build.outDir, text);
  if (failAt === 'writing') return call(plugin, 'buildEnd', new Error('a page failed to render'));
  call(plugin, 'buildEnd');
  call(plugin, 'closeBundle', failAt === 'closing' ? new Error('the worker failed to build') : undefined);
}

it('writes beside dist/, and the finished build takes its place whole', () => {
  const plugin = lastGoodBuildPlugin();
  expect(call(plugin, 'config', { root, build: { outDir: 'dist' } })).toEqual({
    build: { outDir: nextDir(dist), emptyOutDir: false },
  });
  build('first');
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('first');
  page(path.join(dist, 'old-page'), 'gone from the content');
  build('second');
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('second');
  expect(existsSync(path.join(dist, 'old-page')), "the last build's files only").toBe(false);
  expect(existsSync(nextDir(dist))).toBe(false);
});

it('a build that fails while writing, or at its end, leaves the last good dist/ and nothing of its own', () => {
  build('good');
  for (const failAt of ['writing', 'closing'] as const) {
    build(`half of a build that failed ${failAt}`, failAt);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8'), failAt).toBe('good');
    expect(existsSync(nextDir(dist)), failAt).toBe(false);
  }
});

it('a build stopped halfway (its process killed) leaves dist/ as it was; the next build starts clean', () => {
  build('good');
  page(nextDir(dist), 'half of a killed build');
  page(path.join(nextDir(dist), 'stray'), 'left by the killed build');
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('good');
  build('next');
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('next');
  expect(existsSync(path.join(dist, 'stray'))).toBe(false);
});

it('a failed first build leaves no dist/ at all', () => {
  build('half', 'closing');
  expect(existsSync(dist)).toBe(false);
});
