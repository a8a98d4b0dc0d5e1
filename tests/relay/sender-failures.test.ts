/** What the sender does when deliveries fail or run late: retries within the run, leases kept, the office told. */
import { describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { mapLimit } from '../../scripts/push/pool.ts';
import { LATE, retryAfterMs } from '../../scripts/push/deliver.ts';
import type { Phone, RelayClient, Results } from '../../scripts/push/relay-client.ts';
import { sendNotices } from '../../scripts/push/send.ts';
import { editions, notice } from './notice-fixtures.ts';

describe('failures while sending', () => {
  const keys = webpush.generateVAPIDKeys();
  const vapid = { ...keys, subject: 'mailto:office@school.example' };
  const phone = (id: number, name: string): Phone => ({
    id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    keys: { p256dh: webpush.generateVAPIDKeys().publicKey, auth: Buffer.alloc(16, 1).toString('base64url') },
    language: 'en',
    classes: [],
  });

  /** A relay in memory, keeping the claims and results as the real one does. */
  function relayHolding(phones: Phone[]) {
    const finished = new Set<string>();
    const claimed = new Set<string>();
    const recorded: Results[] = [];
    const failedRuns: number[][] = [];
    const relay: RelayClient = {
      phones: async () => phones,
      finished: async () => finished,
      claim: async (notice, ids) => {
        const fresh = ids.filter((id) => !claimed.has(`${notice} ${id}`));
        fresh.forEach((id) => claimed.add(`${notice} ${id}`));
        return { claimed: fresh, again: [], held: 0, done: ids.length - fresh.length };
      },
      record: async (notice, results) => {
        recorded.push(results);
        results.failed.forEach((id) => claimed.delete(`${notice} ${id}`));
        return results.gone.length;
      },
      failedRun: async (ids) => {
        failedRuns.push([...ids]);
        return 0;
      },
      keepCurrent: async () => 0,
      finish: async (notice) => void finished.add(notice),
    };
    return { relay, finished, recorded, failedRuns };
  }

  it('counts a failing push service and goes on with the other phones; the notice stays open', async () => {
    const { relay, finished } = relayHolding([phone(1, 'a'), phone(2, 'broken'), phone(3, 'b')]);
    const deliver = async (url: string) => new Response(null, { status: url.endsWith('broken') ? 403 : 201 });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver });
    expect(summary.results[0]).toMatchObject({ reached: { en: 2, ml: 0 }, failed: 1, finished: false });
    expect([...summary.failures]).toEqual([['fcm.googleapis.com answered 403', 1]]);
    expect(finished).toEqual(new Set());
  });

  it('retries a 5xx with a growing wait, and follows no redirect', async () => {
    const { relay } = relayHolding([phone(1, 'flaky'), phone(2, 'moved')]);
    const waits: number[] = [];
    const asked: RequestInit[] = [];
    let flaky = 0;
    const deliver = async (url: string, init: RequestInit) => {
      asked.push(init);
      if (url.endsWith('moved'))
        return new Response(null, { status: 301, headers: { Location: 'https://evil.example/' } });
      return new Response(null, { status: ++flaky < 3 ? 502 : 201 });
    };
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), {
      relay,
      vapid,
      deliver,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([1000, 2000]);
    expect(asked.every(({ redirect }) => redirect === 'manual')).toBe(true);
    expect(summary.results[0]).toMatchObject({ reached: { en: 1, ml: 0 }, retried: 1, failed: 1 });
    expect([...summary.failures.keys()]).toEqual(['fcm.googleapis.com answered 301']);
  });

  it('reads a Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThan(3000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it('waits no longer than the run has left', async () => {
    const { relay } = relayHolding([phone(1, 'busy')]);
    const waits: number[] = [];
    const deliver = async () => new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), {
      relay,
      vapid,
      deliver,
      budgetMs: 10_000,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([]);
    expect(summary.results[0]).toMatchObject({ failed: 1, finished: false });
  });

  it('begins no message once its lease is near its end: the rest are left to the next run, not sent twice', async () => {
    const { relay, recorded, failedRuns } = relayHolding([phone(1, 'a'), phone(2, 'b'), phone(3, 'c')]);
    const asked: string[] = [];
    // A slow push service, one message at a time, each taking 0.4 s of the clock: the third's turn comes when the
    // batch's lease has less than a delivery's time (30 s) left.
    vi.useFakeTimers({ toFake: ['Date'] });
    const deliver = async (url: string) => {
      asked.push(url);
      vi.setSystemTime(Date.now() + 400);
      return new Response(null, { status: 201 });
    };
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), {
      relay,
      vapid,
      deliver,
      concurrency: 1,
      leaseSeconds: 30.5,
    }).finally(() => vi.useRealTimers());
    expect(asked).toHaveLength(2);
    expect(summary.results[0]).toMatchObject({ reached: { en: 2, ml: 0 }, failed: 1, finished: false });
    expect([...summary.failures.keys()]).toEqual([LATE]);
    expect(recorded[0]).toEqual({ reached: [1, 2], failed: [3], gone: [] });
    // Its claim is taken back for the next run, and no run is counted against it: it was never tried.
    expect(failedRuns).toEqual([[]]);
  });
});

describe('sending many at once', () => {
  it('keeps at most the limit under way and the results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([...Array(60).keys()], 25, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running -= 1;
      return n * 2;
    });
    expect(most).toBe(25);
    expect(results).toEqual([...Array(60).keys()].map((n) => n * 2));
  });
});
