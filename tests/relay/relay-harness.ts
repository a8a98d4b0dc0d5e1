/** The relay in workerd through Miniflare, as `npm run relay` runs it, with its KV in memory. */
import { createHash } from 'node:crypto';
import { Miniflare } from 'miniflare';
import { relayOptions } from '../../relay/local.ts';
import type { Subscription } from '../../scripts/push/relay-client.ts';

export const SITE_ORIGIN = 'https://school.example';
export const RELAY_SECRET = 'relay-secret-for-tests-0f3c9a7e51b24d68';

export interface Relay {
  mf: Miniflare;
  url: URL;
  kv: Awaited<ReturnType<Miniflare['getKVNamespace']>>;
}

export async function startRelay(): Promise<Relay> {
  const mf = new Miniflare(await relayOptions({ secret: RELAY_SECRET, siteOrigin: SITE_ORIGIN }));
  const url = await mf.ready;
  return { mf, url, kv: await mf.getKVNamespace('SUBSCRIPTIONS') };
}

/** Every key in the relay's KV with its value, to show that a refused request changed nothing. */
export async function kvContents(kv: Relay['kv']): Promise<Map<string, string | null>> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    names.push(...page.keys.map(({ name }) => name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
  const values = await Promise.all(names.map((name) => kv.get(name)));
  return new Map(names.map((name, index) => [name, values[index]!]));
}

/**
 * Stores subscriptions straight into KV, in the relay's layout (relay/store.ts), much faster than through the
 * Worker. `valueOnly` leaves the metadata out, as for an address too long for it, so listing has to read them.
 */
export async function storeDirectly(
  kv: Relay['kv'],
  subscriptions: readonly Subscription[],
  valueOnly = 0,
): Promise<void> {
  for (let start = 0; start < subscriptions.length; start += 1000) {
    await Promise.all(
      subscriptions.slice(start, start + 1000).map((subscription, offset) => {
        const key = `sub:${createHash('sha256').update(subscription.endpoint).digest('hex')}`;
        const metadata = start + offset < valueOnly ? {} : { metadata: subscription };
        return kv.put(key, JSON.stringify(subscription), metadata);
      }),
    );
  }
}
