/**
 * Sends each new urgent or "send to phones" notice to every phone that asked for notices, in the parent's language,
 * once. Phones are claimed at the relay before their messages go out, a batch at a time, and what each message did
 * is recorded after. A claim is a lease: a run that dies leaves its batch's phones claimed until the lease runs out,
 * and the next run sends to them again (a phone that had it already gets a copy under the same tag, which its
 * worker shows without alerting again: sw/push.ts). A phone its service refused is tried again by the next run; one
 * that fails three runs in a row, over a week at least, is removed (relay/store.ts, FAILING_DAYS_TO_REMOVE).
 */
import { DELIVERY_TIMEOUT_MS, deliverOne, LATE, type Deliver, type Outcome, type Vapid } from './deliver.ts';
import {
  type Editions,
  type Language,
  noticesToSend,
  type Outgoing,
  payloadFor,
  phonesFor,
  versionFor,
} from './outgoing.ts';
import { mapLimit } from './pool.ts';
import type { Phone, RelayClient, Results } from './relay-client.ts';

export type { Deliver, Vapid };

export interface SendOptions {
  relay: RelayClient;
  /** Needed to send; a dry run only reads the relay. */
  vapid?: Vapid;
  deliver?: Deliver;
  dryRun?: boolean;
  concurrency?: number;
  /** The whole run's time (ms): retries wait only within it. */
  budgetMs?: number;
  /** Stops the run between batches (the workflow cancelled): what was sent is recorded, the rest is left. */
  signal?: AbortSignal;
  /** How long the phones of a batch are claimed for (LEASE_SECONDS); a batch is over well within it. */
  leaseSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type Counts = Record<Language, number>;

export interface NoticeResult {
  outgoing: Outgoing;
  /** Phones the notice was meant for (subscribed when it first went out, not reached before this run). */
  phones: number;
  /** Messages that reached the push service, by the language the parent reads them in. */
  reached: Counts;
  /** Messages that went through only on a later try. */
  retried: number;
  /** Phones a run that stopped had claimed and not recorded, sent the notice again by this one. */
  resent: number;
  /** Phones another run still holds a lease on (one that stopped, within LEASE_SECONDS): the next run tries them. */
  held: number;
  /** Phones an earlier run reached: with this run's, what the notice has reached in all. */
  done: number;
  failed: number;
  gone: number;
  /** Every phone reached (or gone): the notice is done. */
  finished: boolean;
}

export interface Summary {
  dryRun: boolean;
  /** In a dry run, how many phones would get each notice, by language. */
  planned: { outgoing: Outgoing; phones: Counts }[];
  results: NoticeResult[];
  /** Phones removed: gone, or failing run after run. */
  removed: number;
  /** Why deliveries failed, with how many times each. */
  failures: Map<string, number>;
  stopped: boolean;
}

/** The whole run's time by default: the workflow's job has 30 minutes. */
export const RUN_BUDGET_MS = 15 * 60_000;
/** Phones claimed, sent and recorded at a time: a run stopped without warning leaves at most these unsure. */
export const BATCH = 250;
/**
 * How long a batch's phones are claimed: a run that dies leaves them to the next run after this. Ten minutes is
 * several times what a batch takes when push services answer, and the scheduled runs come every 15 minutes.
 */
export const LEASE_SECONDS = 600;

export const noCounts = (): Counts => ({ en: 0, ml: 0 });

/** How many phones get a notice in each language. */
export function phonesPerLanguage(outgoing: Outgoing, phones: readonly Phone[]): Counts {
  const counts = noCounts();
  for (const { language } of phones) counts[versionFor(outgoing, language).language] += 1;
  return counts;
}

/** Sends one notice to its phones, a batch at a time, and records what each message did. */
async function sendNotice(
  notice: Outgoing,
  phones: readonly Phone[],
  { options, summary, deadline }: { options: SendOptions; summary: Summary; deadline: number },
) {
  const { relay, vapid, deliver = fetch, concurrency = 25, signal, sleep, leaseSeconds = LEASE_SECONDS } = options;
  const result: NoticeResult = {
    outgoing: notice,
    phones: 0,
    reached: noCounts(),
    retried: 0,
    resent: 0,
    held: 0,
    done: 0,
    failed: 0,
    gone: 0,
    finished: false,
  };
  const failedIds = new Set<number>();
  const reachedIds = new Set<number>();
  let left = false;
  for (let start = 0; start < phones.length && !signal?.aborted; start += BATCH) {
    // No batch is claimed once the run's time is over: the next run takes them.
    if (Date.now() >= deadline) {
      left = true;
      break;
    }
    const leased = Date.now();
    const answer = await relay.claim(
      notice.id,
      phones.slice(start, start + BATCH).map(({ id }) => id),
      leaseSeconds,
    );
    const claimed = new Set(answer.claimed);
    const batch = phones.slice(start, start + BATCH).filter(({ id }) => claimed.has(id));
    result.phones += batch.length;
    result.resent += answer.again.length;
    result.held += answer.held;
    result.done += answer.done;
    // Every message of the batch is over before its lease: no wait is begun that could outlast it.
    const batchDeadline = Math.min(deadline, leased + leaseSeconds * 1000 - DELIVERY_TIMEOUT_MS);
    const outcomes: Outcome[] = await mapLimit(batch, concurrency, (phone) =>
      deliverOne(phone, {
        payload: payloadFor(notice, phone.language),
        urgent: notice.urgent,
        vapid: vapid!,
        deliver,
        deadline: batchDeadline,
        sleep,
      }),
    );
    const results: Results = { reached: [], failed: [], gone: [] };
    const late = new Set<number>();
    outcomes.forEach((outcome, i) => {
      const phone = batch[i]!;
      if (outcome.kind === 'sent') {
        results.reached.push(phone.id);
        result.reached[versionFor(notice, phone.language).language] += 1;
        if (outcome.tries > 1) result.retried += 1;
      } else if (outcome.kind === 'gone') results.gone.push(phone.id);
      else {
        if (outcome.reason === LATE) late.add(phone.id);
        results.failed.push(phone.id);
        summary.failures.set(outcome.reason, (summary.failures.get(outcome.reason) ?? 0) + 1);
      }
    });
    result.failed += results.failed.length;
    result.gone += results.gone.length;
    // A phone whose message was never begun (its batch's lease near its end) has not failed: no run counts against it.
    results.failed.filter((id) => !late.has(id)).forEach((id) => failedIds.add(id));
    results.reached.forEach((id) => reachedIds.add(id));
    summary.removed += await relay.record(notice.id, results);
  }
  summary.stopped ||= signal?.aborted ?? false;
  result.finished = !signal?.aborted && !left && result.failed === 0 && result.held === 0;
  if (result.finished) await relay.finish(notice.id);
  return { result, failedIds, reachedIds };
}

export async function sendNotices(editions: Editions, options: SendOptions): Promise<Summary> {
  const { relay, dryRun = false } = options;
  const summary: Summary = { dryRun, planned: [], results: [], removed: 0, failures: new Map(), stopped: false };
  // What the relay keeps of notices no longer current is forgotten first, so its list stays as short as today's; a
  // relay that cannot now is asked again by the next run, and the notices go out all the same.
  if (!dryRun)
    await relay.keepCurrent(noticesToSend(editions, new Set()).map(({ id }) => id)).catch((error: unknown) => {
      console.warn(`The relay kept its old notices this time: ${(error as Error).message}`);
    });
  const outgoing = noticesToSend(editions, await relay.finished());
  if (outgoing.length === 0) return summary;
  const phones = await relay.phones();
  if (dryRun) {
    summary.planned = outgoing.map((notice) => ({
      outgoing: notice,
      phones: phonesPerLanguage(notice, phonesFor(notice, phones)),
    }));
    return summary;
  }
  if (!options.vapid) throw new Error('Sending needs the VAPID keys');
  const deadline = Date.now() + (options.budgetMs ?? RUN_BUDGET_MS);
  const failed = new Set<number>();
  const reached = new Set<number>();
  for (const notice of outgoing) {
    if (options.signal?.aborted) break;
    // A notice for one class goes to that class's phones only (and to those that chose no class).
    const sent = await sendNotice(notice, phonesFor(notice, phones), { options, summary, deadline });
    summary.results.push(sent.result);
    sent.failedIds.forEach((id) => failed.add(id));
    sent.reachedIds.forEach((id) => reached.add(id));
  }
  // A phone no notice of this run reached has failed one more run in a row.
  summary.removed += await relay.failedRun([...failed].filter((id) => !reached.has(id)));
  return summary;
}

/**
 * Of the phones the run's notices are meant for, the share they have reached in all (1 when there were none): those
 * reached by earlier runs and by this one, out of those and every phone this run tried or found still held by a run
 * that stopped. A rerun that reaches what it could claim, with a killed run's batch still held, is not 100%.
 */
export function reachedShare(summary: Summary): number {
  const reached = summary.results.reduce((sum, r) => sum + r.done + r.reached.en + r.reached.ml, 0);
  const meant = summary.results.reduce((sum, r) => sum + r.done + r.phones + r.held - r.gone, 0);
  return meant === 0 ? 1 : reached / meant;
}
