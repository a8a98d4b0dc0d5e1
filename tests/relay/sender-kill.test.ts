/**
 * A send run that dies loses no phone (issue 55): the sender, as the deploy workflow runs it (`npm run notify`, its
 * own process), killed with SIGKILL halfway through a batch (a runner that dies, a job cancelled without warning),
 * then run again, against the relay in workerd (Miniflare) with D1. The browsers' push service is the stand-in
 * (./push-service.ts, slowed so the kill lands mid-batch), reached through ./redirect-push-service.ts.
 *
 * The phones of the batch under way when the run died stay claimed until their lease runs out (PUSH_LEASE_SECONDS),
 * and the next run after that sends them the notice. The lease is long enough that a slow runner starting the second
 * run cannot outlast it; its end is then brought forward in the store rather than waited for. The office (GitHub's
 * issues, stood in for by ./fake-github.ts) is told while phones are held, and its issue closed once all are reached
 * (issue 63); a run against a relay that is down tells it too. Those whose message went out just before the kill
 * get it twice, under the same tag: the phone's worker shows the copy without alerting again (tests/e2e/push.spec.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Notice } from '../../scripts/push/outgoing.ts';
import { BATCH } from '../../scripts/push/send.ts';
import { makePhone, type Phone } from './phones.ts';
import { startPushService, type PushService } from './push-service.ts';
import { fakeGitHub } from './fake-github.ts';
import { type Relay, RELAY_SECRET, startRelay, storeDirectly, VAPID } from './relay-harness.ts';

const PHONES = 2 * BATCH + 100;
const LEASE_SECONDS = 600;
const SLUG = 'rain-holiday';

let relay: Relay;
let service: PushService;
let dist: string;
let github: Awaited<ReturnType<typeof fakeGitHub>>;
const phones = new Map<string, Phone>();

beforeAll(async () => {
  relay = await startRelay();
  for (let i = 0; i < PHONES; i++) {
    const phone = makePhone(`killed-run-${i}`, i % 3 === 0 ? 'ml' : 'en');
    phones.set(phone.subscription.endpoint, phone);
  }
  await storeDirectly(
    relay.db,
    [...phones.values()].map(({ subscription }) => subscription),
  );
  service = await startPushService(phones, VAPID.publicKey);
  github = await fakeGitHub();
  // A push service slow enough that the run is still in its second batch when it is killed.
  service.delayMs = 40;
  dist = mkdtempSync(path.join(tmpdir(), 'killed-run-'));
  const notice = (title: string): Notice => ({
    slug: SLUG,
    title,
    text: title,
    date: '2026-11-28',
    showUntil: '',
    pinned: false,
    urgent: true,
    sendToPhones: false,
    year: 'all',
    stream: 'all',
    appearAt: '',
  });
  for (const [folder, title] of [
    ['notices', 'No school tomorrow: rain holiday'],
    ['ml/notices', 'നാളെ മഴ അവധി'],
  ] as const) {
    mkdirSync(path.join(dist, folder), { recursive: true });
    const edition = { today: '2026-11-28', notices: [notice(title)] };
    writeFileSync(path.join(dist, folder, 'notices.json'), JSON.stringify(edition));
  }
});
afterAll(async () => {
  await service?.close();
  await github?.close();
  await relay?.mf.dispose();
  rmSync(dist, { recursive: true, force: true });
});

/** `npm run notify` in a process of its own, as the workflow's step runs it; what it printed, and how it ended. */
function sender(relayOrigin = relay.url.origin) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/relay/redirect-push-service.ts', 'scripts/push/notify.ts', '--dist', dist],
    {
      env: {
        PATH: process.env.PATH,
        SITE_PUSH_RELAY: relayOrigin,
        ...github.env,
        RELAY_SECRET,
        SITE_ORIGIN: 'https://school.example',
        SITE_PUSH_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: 'mailto:office@school.example',
        PUSH_LEASE_SECONDS: String(LEASE_SECONDS),
        TEST_PUSH_SERVICE: service.address,
      },
    },
  );
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk));
  const ended = new Promise<{ code: number | null; signal: string | null; printed: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, printed })),
  );
  return { child, ended };
}

const messagesTo = (endpoint: string) => service.received.get(endpoint) ?? [];
const leased = async () =>
  (await relay.db.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE lease_until IS NOT NULL').first<number>('n')) ??
  0;

it('killed mid-batch, then run again: every phone has the notice, the phones of the killed batch again', async () => {
  const first = sender();
  // Killed once the push service has taken part of the second batch: the first is recorded, the second is not.
  await expect
    .poll(() => service.requests, { timeout: 30_000, interval: 5, message: 'the first run reaches its second batch' })
    .toBeGreaterThan(BATCH + 25);
  first.child.kill('SIGKILL');
  const killed = await first.ended;
  expect(killed.signal, killed.printed).toBe('SIGKILL');
  // The messages already handed over when it died are taken by the service all the same.
  await new Promise((resolve) => setTimeout(resolve, 10 * service.delayMs));
  const reachedByFirst = [...phones.keys()].filter((endpoint) => messagesTo(endpoint).length > 0).length;
  expect(reachedByFirst, 'the kill landed in the second batch').toBeGreaterThan(BATCH);
  expect(reachedByFirst, 'the kill landed in the second batch').toBeLessThan(2 * BATCH);
  expect(await leased(), 'the second batch is claimed and not recorded').toBe(BATCH);

  // Run again at once: the killed run's lease still holds its batch, so this run sends the rest, and says so.
  const second = await sender().ended;
  expect(second.code, second.printed).toBe(0);
  expect(second.printed).toContain(`; ${BATCH} still held by a run that stopped, for the next run.`);
  expect(second.printed).toContain(`Not every phone was reached: the next run tries ${SLUG} again.`);
  // The office hears of it: the share counts the held batch among the phones meant, not only those claimed.
  expect(github.issues).toHaveLength(1);
  expect(github.issues[0]).toMatchObject({ state: 'open', labels: ['notices-not-delivered'] });
  expect(github.issues[0]!.body).toMatch(/reached (\d+)% of them \(run 42\)/);
  const share = Number(/reached (\d+)%/.exec(github.issues[0]!.body)![1]);
  expect(share).toBe(Math.round(((PHONES - BATCH) / PHONES) * 100));

  // Once the lease has run out (its ten minutes passed here by moving its end into the past), the next run sends the
  // killed batch its notice.
  await relay.db
    .prepare('UPDATE deliveries SET lease_until = ? WHERE lease_until IS NOT NULL')
    .bind(Date.now() - 1)
    .run();
  const third = await sender().ended;
  expect(third.code, third.printed).toBe(0);
  expect(third.printed).toContain(`reached ${BATCH} of ${BATCH} phones`);
  expect(third.printed).toContain(`${BATCH} sent again after a run that stopped`);
  // Every phone has it now (those of earlier runs counted): the office's issue is closed.
  expect(github.issues[0]).toMatchObject({ state: 'closed' });
  expect(github.issues[0]!.comments).toEqual(['The notices of run 42 have reached enough phones.']);

  expect(service.refused).toEqual([]);
  expect(service.unreadable).toEqual([]);
  const counts = [...phones.keys()].map((endpoint) => messagesTo(endpoint).length);
  expect(
    counts.filter((count) => count === 0),
    'phones without the notice',
  ).toHaveLength(0);
  const twice = counts.filter((count) => count === 2).length;
  // Those sent twice are the ones whose message went out before the kill, in the killed batch only.
  expect(twice).toBe(reachedByFirst - BATCH);
  expect(counts.every((count) => count <= 2)).toBe(true);
  const tags = new Set([...service.received.values()].flat().map(({ payload }) => (payload as { tag: string }).tag));
  expect(tags).toEqual(new Set([`notice-${SLUG}--2026-11-28`]));
  // Nothing is left claimed, and a fourth run has nothing to send.
  expect(await leased()).toBe(0);
  const fourth = await sender().ended;
  expect(fourth.printed).toContain('No new notice to send to phones.');
});

it('a run against a relay that is down fails, and the office is told why in its issue', async () => {
  const down = await sender('http://127.0.0.1:9').ended;
  expect(down.code, down.printed).toBe(1);
  const issue = github.issues.find(({ state }) => state === 'open');
  expect(issue?.title).toBe("Notices did not reach every parent's phone");
  expect(issue?.body).toMatch(/^Notices could not be sent to parents' phones \(run 42\): .*127\.0\.0\.1:9/);
  expect(issue?.body).toContain('check that the push relay (SITE_PUSH_RELAY) answers');
});
