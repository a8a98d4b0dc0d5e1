/**
 * Moves the subscriptions the relay kept in Workers KV (before D1: one key per phone, `sub:<hash>`, the subscription
 * as its value and, when it fitted, its metadata; `sent:<notice>` per notice sent) into D1, a page of keys per
 * request: `npm run relay:import-kv` calls it until it is done. Each address is normalized and checked as a new one
 * would be; what the old relay kept that is not a sound subscription is counted, and left behind. Run twice, it
 * stores nothing twice.
 */
import { normalizeEndpoint } from '../src/notices/shared/subscribe-request.ts';
import { parseSubscription, type Subscription } from './requests.ts';
import { importPhones } from './store.ts';

/** Keys listed per request (a Worker may make 1,000 KV calls in one; a value without metadata is one more). */
const KEYS_PER_PAGE = 500;

export interface Imported {
  imported: number;
  skipped: number;
  notices: number;
  /** Where the next request starts, or null when every key has been read. */
  cursor: string | null;
}

/** A kept subscription as the relay stores a new one, or null when it is not sound. */
function soundSubscription(value: unknown): Subscription | null {
  const words = { title: 'import', body: 'import', url: '/' };
  const parsed = parseSubscription(typeof value === 'object' && value ? { ...value, confirmation: words } : value);
  return parsed.ok ? parsed.value.subscription : null;
}

export async function importFromKv(kv: KVNamespace, db: D1Database, cursor?: string): Promise<Imported> {
  const page = await kv.list<Subscription>({ cursor, limit: KEYS_PER_PAGE });
  const phones: Subscription[] = [];
  let skipped = 0;
  let notices = 0;
  for (const { name, metadata } of page.keys) {
    if (name.startsWith('sent:')) {
      const id = name.slice('sent:'.length);
      const { meta } = await db
        .prepare('INSERT INTO notices (id, last_phone, finished) VALUES (?, 0, 1) ON CONFLICT (id) DO NOTHING')
        .bind(id)
        .run();
      notices += meta.changes;
      continue;
    }
    if (!name.startsWith('sub:')) continue;
    const value = metadata ?? (await kv.get(name, 'json'));
    const phone = soundSubscription(value);
    if (phone && normalizeEndpoint(phone.endpoint).ok) phones.push(phone);
    else skipped += 1;
  }
  const imported = await importPhones(db, phones);
  return { imported, skipped, notices, cursor: page.list_complete ? null : page.cursor };
}
