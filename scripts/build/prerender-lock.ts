/**
 * One build at a time renders its pages. vite-prerender-plugin bundles the pages' renderer into one folder of the
 * project (node_modules/vite-prerender-plugin/headless-prerender) and empties it at every build, so two builds at once
 * (the browser tests build sites on two workers) can render one site's pages with the other's code: its words, its
 * settings. The two plugins around it hold a lock while it renders: a folder, made in one step, naming the process
 * that holds it. A lock whose process has died is taken over; a wait has a bound.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a build waits for another's pages (a build's rendering takes seconds; a ten-year site's, about ten). */
export const LOCK_WAIT_MS = 120_000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (lock: string): number | undefined => {
  try {
    return Number(readFileSync(path.join(lock, 'pid'), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
};

/** Takes the lock, waiting while a live process holds it. */
export async function takeLock(lock: string, waitMs = LOCK_WAIT_MS): Promise<void> {
  const since = Date.now();
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lock);
    // A folder with no process named yet is being taken this moment: it is waited for like any other.
    if (holder !== undefined && !alive(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - since > waitMs)
      throw new Error(
        `Another build has been rendering its pages for ${Math.round(waitMs / 1000)} s (process ${holder ?? 'unknown'}, ` +
          `which holds ${lock}). Wait for it or stop it; if no build is running, delete that folder.`,
      );
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** Gives the lock back, if this process holds it. */
export function releaseLock(lock: string): void {
  if (holderOf(lock) === process.pid) rmSync(lock, { recursive: true, force: true });
}

/** The plugins to put just before and just after vite-prerender-plugin's (both run after the bundle is made). */
export function prerenderLockPlugins(root = process.cwd()): [Plugin, Plugin] {
  const lock = path.join(root, 'node_modules/.cache/prerender.lock');
  let ssr = false;
  const release = () => releaseLock(lock);
  return [
    {
      name: 'school-prerender-lock',
      apply: 'build',
      enforce: 'post',
      configResolved(config) {
        ssr = Boolean(config.build.ssr);
      },
      async generateBundle() {
        if (ssr) return;
        process.once('exit', release);
        await takeLock(lock);
      },
      renderError: release,
      closeBundle: release,
    },
    { name: 'school-prerender-unlock', apply: 'build', enforce: 'post', generateBundle: release },
  ];
}
