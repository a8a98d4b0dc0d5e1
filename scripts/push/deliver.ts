/**
 * One notice to one phone, as the Web Push protocol asks: encrypted for the phone, signed with the school's VAPID
 * key, handed to its push service; tried again when the service asks (429, or a 5xx: after its Retry-After, else a
 * growing wait), while the run's time allows. No redirect is followed: a push service does not send one.
 */
import webpush from 'web-push';
import type { Subscription } from './relay-client.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Hands one request to a browser's push service; `fetch` unless a test puts a stand-in service there. */
export type Deliver = (url: string, init: RequestInit) => Promise<Response>;

/** A day: a phone that is off for the weekend still gets Friday's notice, a stale one is dropped. */
export const TTL_SECONDS = 86_400;
/** The longest one request to a push service may take. */
export const DELIVERY_TIMEOUT_MS = 30_000;
/** Tries of one message at most: the first, and four more when the service asks. */
export const MAX_TRIES = 5;
/** The wait before the second try when the service gives no Retry-After; doubled each time after. */
export const FIRST_WAIT_MS = 1000;
/** A Retry-After longer than this is not waited for: the next run tries that phone again. */
export const LONGEST_WAIT_MS = 120_000;

export type Outcome =
  { kind: 'sent'; tries: number } | { kind: 'gone' } | { kind: 'failed'; reason: string; tries: number };

/** How long a push service asks to wait (Retry-After: seconds or an HTTP date), in ms; null when it does not say. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface Attempt {
  payload: object;
  urgent: boolean;
  vapid: Vapid;
  deliver: Deliver;
  /** When the run must be over (ms since the epoch): no wait goes past it. */
  deadline: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a VAPID signature lasts (a push service takes up to 24 hours); a run signs once per service. */
const SIGNATURE_SECONDS = 12 * 3600;
const signatures = new Map<string, { header: string; until: number }>();

/** The VAPID Authorization header for a push service's origin, signed once and used for the whole run. */
function vapidHeader(origin: string, vapid: Vapid): string {
  const key = `${origin} ${vapid.publicKey} ${vapid.subject}`;
  const kept = signatures.get(key);
  if (kept && kept.until > Date.now() + 3600_000) return kept.header;
  const until = Date.now() + SIGNATURE_SECONDS * 1000;
  const { Authorization } = webpush.getVapidHeaders(
    origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(until / 1000),
  );
  signatures.set(key, { header: Authorization, until });
  return Authorization;
}

/** Why a message was not sent at all: its batch's lease (or the run's time) ran out before its turn came. */
export const LATE = "not sent: its batch's lease was near its end, so the next run sends it";

/** Sends one message, trying again as the service asks, within the run's time and its batch's lease. */
export async function deliverOne(subscriber: Subscription, attempt: Attempt): Promise<Outcome> {
  const { payload, urgent, vapid, deliver, deadline, sleep = pause } = attempt;
  const { host, origin } = new URL(subscriber.endpoint);
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(subscriber, JSON.stringify(payload), {
      TTL: TTL_SECONDS,
      urgency: urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
      headers: { Authorization: vapidHeader(origin, vapid) },
    });
  } catch (error) {
    return { kind: 'failed', reason: `could not encrypt for ${host}: ${(error as Error).message}`, tries: 0 };
  }
  // fetch works out the length of the body itself.
  const headers = Object.entries(details.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)]);
  let reason = '';
  let tries = 0;
  while (tries < MAX_TRIES) {
    // Not begun once the deadline has come (the batch's lease ends a delivery's time after it): another run may claim
    // the phone then, so the message is left to it rather than sent twice.
    if (Date.now() >= deadline) return { kind: 'failed', reason: reason || LATE, tries };
    tries += 1;
    let wait: number | null = null;
    try {
      const response = await deliver(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body === null ? null : new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { kind: 'sent', tries };
      // The browser unsubscribed or the parent cleared the site's data: that phone will never take a message.
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      reason = `${host} answered ${response.status}`;
      if (response.status !== 429 && response.status < 500) return { kind: 'failed', reason, tries };
      wait = retryAfterMs(response.headers.get('Retry-After'));
    } catch (error) {
      reason = `${host} could not be reached (${(error as Error).message})`;
    }
    const ms = wait ?? FIRST_WAIT_MS * 2 ** (tries - 1);
    if (tries === MAX_TRIES || ms > LONGEST_WAIT_MS || Date.now() + ms >= deadline) break;
    await sleep(ms);
  }
  return { kind: 'failed', reason, tries };
}
