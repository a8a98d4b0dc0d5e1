/**
 * Sends each new urgent or "send to phones" notice once to every phone that asked for notices, in the
 * parent's language. The notice is recorded at the relay before its first message goes out, so no run, not even
 * one started again after this one was stopped halfway, sends it to a phone twice; it is given back only when it
 * reached no phone at all.
 */
import webpush from 'web-push';
import { type Editions, type Language, noticesToSend, type Outgoing, payloadFor, versionFor } from './notices.ts';
import { mapLimit } from './pool.ts';
import type { RelayClient, Subscription } from './relay-client.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Hands one request to a browser's push service; `fetch` unless a test puts a stand-in service there. */
export type Deliver = (url: string, init: RequestInit) => Promise<Response>;

export interface SendOptions {
  relay: RelayClient;
  /** Needed to send; a dry run only reads the relay. */
  vapid?: Vapid;
  deliver?: Deliver;
  dryRun?: boolean;
  concurrency?: number;
}

export type Counts = Record<Language, number>;

export interface NoticeResult {
  outgoing: Outgoing;
  /** Messages that reached the push service, by the language the parent reads them in. */
  sent: Counts;
  gone: number;
  failed: number;
  /** False only when every phone failed: the notice is given back to the next run rather than lost. */
  recorded: boolean;
}

export interface Summary {
  dryRun: boolean;
  /** In a dry run, how many phones would get each notice, by language. */
  planned: { outgoing: Outgoing; phones: Counts }[];
  results: NoticeResult[];
  removed: number;
  /** Why deliveries failed, with how many times each. */
  failures: Map<string, number>;
}

/** A day: a phone that is off for the weekend still gets Friday's notice, a stale one is dropped. */
export const TTL_SECONDS = 86_400;
const DELIVERY_TIMEOUT_MS = 30_000;

type Outcome = { kind: 'sent'; language: Language } | { kind: 'gone' } | { kind: 'failed'; reason: string };

export const noCounts = (): Counts => ({ en: 0, ml: 0 });

/** How many phones get a notice in each language. */
export function phonesPerLanguage(outgoing: Outgoing, subscribers: readonly Subscription[]): Counts {
  const counts = noCounts();
  for (const { language } of subscribers) counts[versionFor(outgoing, language).language] += 1;
  return counts;
}

async function pushOne(outgoing: Outgoing, subscriber: Subscription, vapid: Vapid, deliver: Deliver): Promise<Outcome> {
  const payload = payloadFor(outgoing, subscriber.language);
  const host = new URL(subscriber.endpoint).host;
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(subscriber, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: outgoing.urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    return { kind: 'failed', reason: `could not encrypt for ${host}: ${(error as Error).message}` };
  }
  // fetch works out the length of the body itself.
  const headers = Object.entries(details.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)]);
  try {
    const response = await deliver(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body === null ? null : new Uint8Array(details.body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { kind: 'sent', language: payload.lang };
    // The browser unsubscribed or the parent cleared the site's data: that phone will never take a message.
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    return { kind: 'failed', reason: `${host} answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: `${host} could not be reached (${(error as Error).message})` };
  }
}

export async function sendNotices(editions: Editions, options: SendOptions): Promise<Summary> {
  const { relay, dryRun = false, deliver = fetch, concurrency = 25 } = options;
  const summary: Summary = { dryRun, planned: [], results: [], removed: 0, failures: new Map() };
  const outgoing = noticesToSend(editions, await relay.sent());
  if (outgoing.length === 0) return summary;
  let subscribers = await relay.subscriptions();
  if (dryRun) {
    summary.planned = outgoing.map((notice) => ({ outgoing: notice, phones: phonesPerLanguage(notice, subscribers) }));
    return summary;
  }
  const { vapid } = options;
  if (!vapid) throw new Error('Sending needs the VAPID keys');
  const fail = (reason: string): void => {
    summary.failures.set(reason, (summary.failures.get(reason) ?? 0) + 1);
  };

  for (const notice of outgoing) {
    await relay.markSent(notice.slug);
    const outcomes = await mapLimit(subscribers, concurrency, (subscriber) =>
      pushOne(notice, subscriber, vapid, deliver),
    );
    const result: NoticeResult = { outgoing: notice, sent: noCounts(), gone: 0, failed: 0, recorded: false };
    const gone: string[] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'sent') result.sent[outcome.language] += 1;
      else if (outcome.kind === 'gone') gone.push(subscribers[index]!.endpoint);
      else {
        result.failed += 1;
        fail(outcome.reason);
      }
    });
    result.gone = gone.length;
    const delivered = result.sent.en + result.sent.ml;
    result.recorded = delivered > 0 || result.failed === 0;
    if (!result.recorded) await relay.unmarkSent(notice.slug);
    summary.results.push(result);

    const removed = await mapLimit(gone, concurrency, async (endpoint) => {
      try {
        await relay.remove(endpoint);
        return true;
      } catch (error) {
        fail(`could not remove a gone phone at the relay: ${(error as Error).message}`);
        return false;
      }
    });
    summary.removed += removed.filter(Boolean).length;
    const goneSet = new Set(gone);
    subscribers = subscribers.filter(({ endpoint }) => !goneSet.has(endpoint));
  }
  return summary;
}
