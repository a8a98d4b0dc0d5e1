/**
 * What a parent's browser may ask of the relay, from the site's pages only: to keep its phone's push address (once
 * its push service has taken a "notices are on" message to it), to change its keys (with the proof that it is that
 * phone: docs/push.md), or to forget it (with its auth key). Each is counted against a limit per client address and
 * one for all clients together at each Cloudflare location; new phones also against a daily ceiling (in D1, for the
 * whole relay).
 */
import { confirm } from './confirm.ts';
import { isP256Point, isSecret } from './crypto.ts';
import { parseJson, readSmallBody, refusal, json, noContent, type Reason } from './http.ts';
import { clientKey, isJsonContentType } from './headers.ts';
import { base64urlBytes } from '../src/notices/shared/subscribe-request.ts';
import { parseSubscription, parseUnsubscribe } from './requests.ts';
import { addPhone, addedToday, findPhone, removePhone, schoolDay, setChoice } from './store.ts';
import type { Context } from './context.ts';

const tooMany = (error: string, retryAfter: string, reason: Reason): Response =>
  refusal(429, error, { 'Retry-After': retryAfter }, reason);

/** The checks before a phone's subscription changes: the site's pages only, within the limits, a small JSON body. */
async function browserBody({ request, env, site, origin }: Context): Promise<Response | { body: unknown }> {
  if (origin !== site) return refusal(403, `subscriptions are accepted from ${site} only`);
  // Generous per address, because many phones share one: a mobile network's, or a hall of parents on the school's
  // Wi-Fi (300 in a minute fit); a forged subscription is refused by its confirmation however many come. The limit for
  // everyone together slows a script that rotates its addresses. Cloudflare counts both at each of its locations, not for the whole
  // world: the daily ceiling on new phones, kept in D1, is what holds for the whole relay.
  const [one, all] = await Promise.all([
    env.PUBLIC_LIMIT.limit({ key: clientKey(request.headers.get('CF-Connecting-IP')) }),
    env.ALL_LIMIT.limit({ key: 'all' }),
  ]);
  if (!one.success) return tooMany('too many requests from this address: try again in a minute', '60', 'busy');
  if (!all.success) return tooMany('the relay is busy with many phones at once: try again in a minute', '60', 'busy');
  if (!isJsonContentType(request.headers.get('Content-Type'))) {
    return refusal(415, 'the body must be JSON, sent with Content-Type: application/json');
  }
  const text = await readSmallBody(request);
  if (!text.ok) return refusal(text.status, text.error);
  const parsed = parseJson(text.value);
  return parsed.ok ? { body: parsed.value } : refusal(400, parsed.error);
}

export async function subscribe(context: Context): Promise<Response> {
  const checked = await browserBody(context);
  if (checked instanceof Response) return checked;
  const parsed = parseSubscription(checked.body);
  if (!parsed.ok) return refusal(400, parsed.error);
  const { subscription, confirmation, previousAuth = null } = parsed.value;
  if (!(await isP256Point(base64urlBytes(subscription.keys.p256dh)!))) {
    return refusal(400, 'keys.p256dh is not a point on the P-256 curve: no message to it could be encrypted');
  }
  const { env } = context;
  const known = await findPhone(env.DB, subscription.endpoint);
  const sameKeys = known?.keys.p256dh === subscription.keys.p256dh && known.keys.auth === subscription.keys.auth;
  if (known && sameKeys) {
    const same = known.language === subscription.language && known.classes.join() === subscription.classes.join();
    if (same) return json(200, { status: 'kept' });
    await setChoice(env.DB, known.id, subscription);
    return json(200, { status: 'updated' });
  }
  // A push service delivers to an address whatever keys a message was encrypted with, so anyone who knows a phone's
  // address could replace its keys and leave it unable to read a notice: new keys are taken only from the browser
  // that knows the old auth key. A browser that cannot prove them subscribes afresh, as a new phone: so the daily
  // ceiling is asked first, and a full day leaves it the subscription it has rather than none (src/notices/push/apart/push-client.ts).
  const proven = known !== null && (await isSecret(previousAuth, known.keys.auth));
  const day = schoolDay();
  const ceiling = Number(env.NEW_PER_DAY);
  if (!proven && (await addedToday(env.DB, day)) >= ceiling) {
    return tooMany(
      `the relay takes at most ${ceiling} new phones a day, and today's are taken: try again tomorrow`,
      '3600',
      'full',
    );
  }
  if (known && !proven) {
    return refusal(
      409,
      'this phone is kept with other keys, which only its own browser can change (with previousAuth): nothing was changed',
      {},
      'keys',
    );
  }
  const subject = env.VAPID_SUBJECT || context.site;
  const vapid = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const confirmed = await confirm(subscription, confirmation, vapid);
  if (!confirmed.ok) return refusal(confirmed.status, confirmed.error, {}, confirmed.gone ? 'gone' : undefined);
  await addPhone(env.DB, subscription, day);
  return json(known ? 200 : 201, { status: known ? 'updated' : 'created' });
}

export async function unsubscribe(context: Context): Promise<Response> {
  const checked = await browserBody(context);
  if (checked instanceof Response) return checked;
  const parsed = parseUnsubscribe(checked.body);
  if (!parsed.ok) return refusal(400, parsed.error);
  const removed = await removePhone(context.env.DB, parsed.value.endpoint, parsed.value.auth);
  return removed ? noContent() : refusal(403, 'no phone has this address with this key: nothing was removed');
}
