/**
 * One build at a time renders its pages. vite-prerender-plugin bundles the pages' renderer into one folder of the
 * project (node_modules/vite-prerender-plugin/headless-prerender) and empties it at every build, so two builds at once
 * (the browser tests build sites on two workers) can render one site's pages with the other's code: its words, its
 * settings. The two plugins around it hold a lock while it renders: a folder naming the process that holds it, put in
 * place whole in one step. A lock whose process has died is taken over by one waiter at a time; a wait has a bound.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a build waits for another's pages (a build's rendering takes seconds; a ten-year site's, about ten). */
export const LOCK_WAIT_MS = 120_000;
/** A guard left by a process that died while it cleared a dead lock (it holds it for a moment) is cleared after this. */
const GUARD_STALE_MS = 10_000;

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

const gone = (folder: string) => rmSync(folder, { recursive: true, force: true });

/** Puts a lock naming this process in place, whole, if none is there. */
function tryTake(lock: string): boolean {
  const mine = `${lock}.${process.pid}.new`;
  gone(mine);
  mkdirSync(mine, { recursive: true });
  writeFileSync(path.join(mine, 'pid'), String(process.pid));
  try {
    renameSync(mine, lock);
    return true;
  } catch (error) {
    gone(mine);
    if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    return false;
  }
}

/** Clears a lock whose process `dead` has died, unless another waiter is doing so or has already taken it since. */
function clearDead(lock: string, dead: number): void {
  const guard = `${lock}.clearing`;
  try {
    mkdirSync(guard);
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) gone(guard);
    } catch {
      // Gone already.
    }
    return;
  }
  try {
    if (holderOf(lock) === dead) moveAway(lock);
  } finally {
    gone(guard);
  }
}

/** Takes the lock out of its place in one step, then removes it (a removal cut short leaves no lock behind). */
function moveAway(lock: string): void {
  const old = `${lock}.${process.pid}.old`;
  try {
    renameSync(lock, old);
  } catch {
    return;
  }
  gone(old);
}

/** Takes the lock, waiting while a live process holds it. */
export async function takeLock(lock: string, waitMs = LOCK_WAIT_MS): Promise<void> {
  const since = Date.now();
  mkdirSync(path.dirname(lock), { recursive: true });
  while (!tryTake(lock)) {
    const holder = holderOf(lock);
    if (holder !== undefined && !alive(holder)) {
      clearDead(lock, holder);
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
  if (holderOf(lock) === process.pid) moveAway(lock);
}

/** The locks this process holds, given back if it exits holding one (a build that throws, or is stopped). */
const held = new Set<string>();
process.once('exit', () => held.forEach(releaseLock));

/** The plugins to put just before and just after vite-prerender-plugin's (both run after the bundle is made). */
export function prerenderLockPlugins(): [Plugin, Plugin] {
  // Where the plugin's folder is: under the project's root, as Vite resolved it.
  let lock = '';
  const release = () => {
    if (held.delete(lock)) releaseLock(lock);
  };
  return [
    {
      name: 'school-prerender-lock',
      apply: 'build',
      enforce: 'post',
      configResolved(config) {
        lock = config.build.ssr ? '' : path.join(config.root, 'node_modules/.cache/prerender.lock');
      },
      async generateBundle() {
        if (!lock) return;
        await takeLock(lock);
        held.add(lock);
      },
      renderError: release,
      closeBundle: release,
    },
    { name: 'school-prerender-unlock', apply: 'build', enforce: 'post', generateBundle: release },
  ];
}
