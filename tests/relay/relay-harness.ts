/**
 * The relay in workerd through Miniflare, as `npm run relay` runs it, with its D1 database in memory and its
 * migrations applied, its requests to push services sent to the tests' stand-in (./push-service.ts) instead.
 */
import { Miniflare } from 'miniflare';
import webpush from 'web-push';
import { migrate, relayOptions } from '../../relay/local.ts';
import type { Subscription } from '../../scripts/push/relay-client.ts';
import { FCM } from './phones.ts';

export const SITE_ORIGIN = 'https://school.example';
export const RELAY_SECRET = 'relay-secret-for-tests-0f3c9a7e51b24d68';
/** The school's VAPID keys, for the relay's confirmations and the sender alike. */
export const VAPID = webpush.generateVAPIDKeys();

/** The relay's D1 database, as Miniflare hands it to Node. */
export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

export interface Relay {
  mf: Miniflare;
  url: URL;
  db: D1;
}

export interface RelayOptions {
  /** Where the relay's requests to FCM go: the stand-in's address. */
  pushService?: () => string;
  vars?: Record<string, string>;
  oldKv?: boolean;
}

export async function startRelay({ pushService, vars, oldKv }: RelayOptions = {}): Promise<Relay> {
  const outbound = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.origin !== FCM || !pushService) return new Response('no network here', { status: 502 });
    return fetch(`${pushService()}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
  };
  const mf = new Miniflare(
    await relayOptions({
      secret: RELAY_SECRET,
      siteOrigin: SITE_ORIGIN,
      vapid: VAPID,
      vars,
      oldKv,
      outbound: outbound as never,
    }),
  );
  const url = await mf.ready;
  await migrate(mf);
  return { mf, url, db: await mf.getD1Database('DB') };
}

/**
 * Stores phones straight into D1, as the relay stores proven ones, much faster than through the Worker: one
 * statement per 200 (D1 takes statements under 100 KB; the tests' own values, so written into the statement).
 */
export async function storeDirectly(db: D1, subscriptions: readonly Subscription[]): Promise<void> {
  const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
  for (let start = 0; start < subscriptions.length; start += 200) {
    const rows = subscriptions
      .slice(start, start + 200)
      .map(
        ({ endpoint, keys, language, classes }) =>
          `(${[endpoint, keys.p256dh, keys.auth, language, classes.join(',')].map(text).join(', ')})`,
      );
    await db.exec(`INSERT INTO subscriptions (endpoint, p256dh, auth, language, classes) VALUES ${rows.join(', ')}`);
  }
}

/** Every row of the relay's tables, to show that a refused request changed nothing. */
export async function contents(db: D1): Promise<Record<string, unknown[]>> {
  const tables = ['subscriptions', 'added', 'notices', 'deliveries'];
  const rows = await Promise.all(tables.map((table) => db.prepare(`SELECT * FROM ${table}`).all()));
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]!.results]));
}
