/**
 * The relay's phones in D1 (relay/migrations/): one row per phone, and the phones added each day; the notices and
 * their deliveries are in ./deliveries.ts. D1's free plan writes 100,000 rows a day: a new phone is two rows, and each
 * notice about four per phone (its claim, its delivery recorded, the day it reached the phone when that changes, and
 * its delivery forgotten once the notice is no longer current).
 */
import { classList } from '../src/lib/classes.ts';
import { schoolDay as dayAtSchool } from '../src/lib/school-time.ts';
import type { Subscription } from './requests.ts';

/** A stored phone, with the id the sender names it by. */
export interface Phone extends Subscription {
  id: number;
}

/** The day at the school (Asia/Kolkata), YYYY-MM-DD: the daily ceiling's day, and the days phones were reached. */
export const schoolDay = (now = new Date()): string => dayAtSchool(now);

/**
 * A phone its push service has failed (5xx, time-outs) this many runs in a row, over at least this many days, is
 * removed: a phone switched off for good, not one whose service had a bad hour (the runs come every quarter of an
 * hour). One its service says is gone (404, 410) is removed at once.
 */
export const FAILED_RUNS_TO_REMOVE = 3;
export const FAILING_DAYS_TO_REMOVE = 7;

/** D1 takes at most 100 bound values in one statement. */
const IDS_AT_ONCE = 90;
export const chunks = <T>(items: readonly T[], size = IDS_AT_ONCE): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
export const marks = (count: number): string => Array<string>(count).fill('?').join(', ');

interface Row {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: 'en' | 'ml';
  classes: string;
}

const phoneOf = (row: Row): Phone => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  language: row.language,
  classes: classList(row.classes.split(',')),
});

export async function findPhone(db: D1Database, endpoint: string): Promise<Phone | null> {
  const row = await db.prepare('SELECT * FROM subscriptions WHERE endpoint = ?').bind(endpoint).first<Row>();
  return row && phoneOf(row);
}

/** How many phones were added today. */
export async function addedToday(db: D1Database, day: string): Promise<number> {
  return (await db.prepare('SELECT phones FROM added WHERE day = ?').bind(day).first<number>('phones')) ?? 0;
}

/** Stores a phone its push service has just accepted a message for, and counts it for the day. */
export async function addPhone(db: D1Database, subscription: Subscription, day: string): Promise<void> {
  const { endpoint, keys, language, classes } = subscription;
  await db.batch([
    db
      .prepare(
        `INSERT INTO subscriptions (endpoint, p256dh, auth, language, classes, last_reached) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
           language = excluded.language, classes = excluded.classes, last_reached = excluded.last_reached,
           failed_runs = 0, failing_since = NULL`,
      )
      .bind(endpoint, keys.p256dh, keys.auth, language, classes.join(','), day),
    db
      .prepare('INSERT INTO added (day, phones) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET phones = phones + 1')
      .bind(day),
  ]);
}

/** The same phone in the other language, or for other classes: one write, no new confirmation needed. */
export async function setChoice(db: D1Database, id: number, { language, classes }: Subscription): Promise<void> {
  await db
    .prepare('UPDATE subscriptions SET language = ?, classes = ? WHERE id = ?')
    .bind(language, classes.join(','), id)
    .run();
}

/** Forgets a phone, only given its auth key; whether one was forgotten. */
export async function removePhone(db: D1Database, endpoint: string, auth: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM subscriptions WHERE endpoint = ? AND auth = ?')
    .bind(endpoint, auth)
    .run();
  return result.meta.changes > 0;
}

/** A page of the phones, in the order of their ids, after the given one. */
export async function phonesAfter(db: D1Database, after: number, limit: number): Promise<Phone[]> {
  const { results } = await db
    .prepare('SELECT id, endpoint, p256dh, auth, language, classes FROM subscriptions WHERE id > ? ORDER BY id LIMIT ?')
    .bind(after, limit)
    .all<Row>();
  return results.map(phoneOf);
}

/**
 * The phones a run could not reach with any notice: the day counted (and the first of a run of failures), and a
 * phone that has now failed FAILED_RUNS_TO_REMOVE runs in a row over FAILING_DAYS_TO_REMOVE days removed (it is
 * switched off for good, or its service no longer knows it). How many were removed.
 */
export async function failedRun(db: D1Database, ids: readonly number[], day: string): Promise<number> {
  let removed = 0;
  for (const part of chunks(ids)) {
    const [, gone] = await db.batch([
      db
        .prepare(
          `UPDATE subscriptions SET last_failed = ?, failed_runs = failed_runs + 1,
             failing_since = COALESCE(failing_since, ?) WHERE id IN (${marks(part.length)})`,
        )
        .bind(day, day, ...part),
      db
        .prepare(
          `DELETE FROM subscriptions WHERE id IN (${marks(part.length)}) AND failed_runs >= ?
             AND julianday(?) - julianday(failing_since) >= ?`,
        )
        .bind(...part, FAILED_RUNS_TO_REMOVE, day, FAILING_DAYS_TO_REMOVE),
    ]);
    removed += gone!.meta.changes;
  }
  return removed;
}

/** Stores phones kept before the relay moved to D1 (relay/import-kv.ts); how many were new. */
export async function importPhones(db: D1Database, phones: readonly Subscription[]): Promise<number> {
  if (phones.length === 0) return 0;
  const results = await db.batch(
    phones.map(({ endpoint, keys, language }) =>
      db
        .prepare(
          'INSERT INTO subscriptions (endpoint, p256dh, auth, language) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .bind(endpoint, keys.p256dh, keys.auth, language),
    ),
  );
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
