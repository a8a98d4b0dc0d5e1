/**
 * A new phone is kept only once its push service has accepted a message to it: the relay sends the parent a "notices
 * are on" notification, signed with the school's VAPID key (./webpush.ts), and stores the address only when the
 * service answers 201. A forged address is refused by the service (or never answers) and is dropped.
 */
import type { PushMessage } from '../src/notices/shared/push-message.ts';
import type { Confirmation } from '../src/notices/shared/confirmation.ts';
import type { Subscription } from './requests.ts';
import { encrypt, signingKey, vapidAuthorization } from './webpush.ts';

export interface Vapid {
  /** The public key (base64url of 65 bytes) the site subscribes phones with, and the private one (32 bytes). */
  publicKey: string;
  privateKey: string;
  /** Who push services may write to about the messages: the site's address. */
  subject: string;
}

/** How long a push service has to answer before the subscription is dropped. */
export const CONFIRM_TIMEOUT_MS = 10_000;

export type Confirmed = { ok: true } | { ok: false; status: number; error: string; gone?: true };

/** Sends the confirmation to a phone: accepted, or the refusal the site passes on to the parent. */
export async function confirm(
  subscription: Subscription,
  words: Confirmation,
  vapid: Vapid,
  send: typeof fetch = fetch,
): Promise<Confirmed> {
  const key = await signingKey(vapid.publicKey, vapid.privateKey);
  if (!key) return { ok: false, status: 500, error: 'the relay has no sound VAPID keys: see docs/push.md' };
  // The same message the site's worker shows for a notice (sw/push.ts): its title, a line, the page it opens.
  const message: PushMessage = { ...words, lang: subscription.language, tag: 'notices-on', urgent: false };
  const payload = JSON.stringify(message);
  let answer: Response;
  try {
    answer = await send(subscription.endpoint, {
      method: 'POST',
      headers: {
        Authorization: await vapidAuthorization(subscription.endpoint, key, vapid.publicKey, vapid.subject),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: '600',
        Urgency: 'normal',
      },
      body: await encrypt(payload, subscription.keys.p256dh, subscription.keys.auth),
      redirect: 'manual',
      signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 502, error: 'the push service did not answer: nothing was kept, try again' };
  }
  await answer.arrayBuffer().catch(() => undefined);
  if (answer.status === 201) return { ok: true };
  if (answer.status === 429 || answer.status >= 500) {
    return {
      ok: false,
      status: 503,
      error: `the push service is busy (${answer.status}): nothing was kept, try again`,
    };
  }
  return {
    ok: false,
    status: 400,
    error: `the push service refused a message to this subscription (${answer.status}): nothing was kept`,
    // It no longer knows the address (the browser's subscription ended): the page subscribes afresh.
    ...(answer.status === 404 || answer.status === 410 ? { gone: true as const } : {}),
  };
}
