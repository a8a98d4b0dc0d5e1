import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseLock, takeLock } from '../../scripts/build/prerender-lock.ts';

const aLock = () => path.join(mkdtempSync(path.join(tmpdir(), 'prerender-lock-')), 'prerender.lock');

describe('one build at a time renders its pages', () => {
  it('makes a second build wait until the first has rendered, then lets it in', async () => {
    const lock = aLock();
    await takeLock(lock);
    const order: string[] = [];
    const second = takeLock(lock).then(() => order.push('second in'));
    await new Promise((wake) => setTimeout(wake, 200));
    order.push('first out');
    releaseLock(lock);
    await second;
    expect(order).toEqual(['first out', 'second in']);
    releaseLock(lock);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a build that died', async () => {
    const lock = aLock();
    const dead = spawnSync('true').pid;
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(dead));
    await takeLock(lock, 1000);
    releaseLock(lock);
    expect(existsSync(lock)).toBe(false);
  });

  it('stops waiting within its bound, naming the folder, while a live build holds it', async () => {
    const lock = aLock();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.ppid));
    const since = Date.now();
    await expect(takeLock(lock, 300)).rejects.toThrow(`which holds ${lock}`);
    expect(Date.now() - since).toBeLessThan(2000);
    // Not this process's: left where it is.
    releaseLock(lock);
    expect(existsSync(lock)).toBe(true);
  });
});

describe("a dead build's lock, found by two waiters at once", () => {
  it('is taken by one, and the other waits for it', async () => {
    const lock = aLock();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(spawnSync('true').pid));
    const order: string[] = [];
    const waiter = (name: string) =>
      takeLock(lock, 5000).then(async () => {
        order.push(`${name} in`);
        await new Promise((wake) => setTimeout(wake, 100));
        order.push(`${name} out`);
        releaseLock(lock);
      });
    await Promise.all([waiter('a'), waiter('b')]);
    expect(order).toEqual([order[0], order[0]!.replace('in', 'out'), order[2], order[2]!.replace('in', 'out')]);
    expect(existsSync(lock)).toBe(false);
  });
});
