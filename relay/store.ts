/**
 * The relay's Workers KV layout. One key per phone, named by a hash of its push address, holding only the
 * address, its keys and its language; one key per notice already sent.
 */
import { sha256Hex } from './crypto.ts';
import type { Subscription } from './rules.ts';

const SUBSCRIPTION_PREFIX = 'sub:';
const SENT_PREFIX = 'sent:';

/** KV refuses metadata over this many bytes of JSON. */
export const MAX_METADATA_BYTES = 1024;

export type Saved = 'created' | 'kept' | 'updated';

export async function subscriptionKey(endpoint: string): Promise<string> {
  return SUBSCRIPTION_PREFIX + (await sha256Hex(endpoint));
}

/**
 * Stores a subscription once per push address; a phone that subscribes again with another language or new
 * keys replaces its entry. An unchanged one is not written again (the free plan allows 1,000 writes a day).
 */
export async function saveSubscription(kv: KVNamespace, subscription: Subscription): Promise<Saved> {
  const key = await subscriptionKey(subscription.endpoint);
  const text = JSON.stringify(subscription);
  const stored = await kv.get(key);
  if (stored === text) return 'kept';
  // A copy in the metadata lets one list call return 1,000 subscribers instead of 1,000 separate reads
  // (a Worker may make 1,000 KV calls per request); an address too long for it is read from the value.
  const fits = new TextEncoder().encode(text).length <= MAX_METADATA_BYTES;
  await kv.put(key, text, fits ? { metadata: subscription } : {});
  return stored === null ? 'created' : 'updated';
}

export async function removeSubscription(kv: KVNamespace, endpoint: string): Promise<void> {
  await kv.delete(await subscriptionKey(endpoint));
}

async function listAll<Metadata>(kv: KVNamespace, prefix: string): Promise<KVNamespaceListKey<Metadata>[]> {
  const keys: KVNamespaceListKey<Metadata>[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list<Metadata>({ prefix, cursor });
    keys.push(...page.keys);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
  return keys;
}

const READS_AT_ONCE = 50;

/** Every subscriber, a page of 1,000 per KV list call. */
export async function allSubscriptions(kv: KVNamespace): Promise<Subscription[]> {
  const keys = await listAll<Subscription>(kv, SUBSCRIPTION_PREFIX);
  const found: Subscription[] = [];
  const unread: string[] = [];
  for (const { name, metadata } of keys) {
    if (metadata) found.push(metadata);
    else unread.push(name);
  }
  for (let start = 0; start < unread.length; start += READS_AT_ONCE) {
    const values = await Promise.all(
      unread.slice(start, start + READS_AT_ONCE).map((name) => kv.get<Subscription>(name, 'json')),
    );
    // A key deleted between the list and the read is a phone that just left: nothing to send it.
    for (const value of values) if (value) found.push(value);
  }
  return found;
}

/** The ids of the notices already sent to phones. */
export async function sentIds(kv: KVNamespace): Promise<string[]> {
  const keys = await listAll<unknown>(kv, SENT_PREFIX);
  return keys.map(({ name }) => name.slice(SENT_PREFIX.length));
}

export async function markSent(kv: KVNamespace, id: string): Promise<void> {
  await kv.put(SENT_PREFIX + id, '1');
}

/** Gives a notice back to the next run: the sender calls it when the notice reached no phone at all. */
export async function unmarkSent(kv: KVNamespace, id: string): Promise<void> {
  await kv.delete(SENT_PREFIX + id);
}
