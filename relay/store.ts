/**
 * The relay's D1 tables (relay/migrations/): one row per phone, the phones added each day, each notice sent and
 * which phones it went to. D1's free plan writes 100,000 rows a day: a new phone is two rows, and each notice about
 * three per phone (its claim, its delivery recorded, and the day it reached the phone when that changes).
 */
import { classList } from '../src/lib/classes.ts';
import type { Subscription } from './rules.ts';

/** A stored phone, with the id the sender names it by. */
export interface Phone extends Subscription {
  id: number;
}

/** The day at the school (Asia/Kolkata), YYYY-MM-DD: the daily ceiling's day, and the days phones were reached. */
export const schoolDay = (now = new Date()): string =>
  new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * A phone its push service has failed (5xx, time-outs) this many runs in a row, over at least this many days, is
 * removed: a phone switched off for good, not one whose service had a bad hour (the runs come every quarter of an
 * hour). One its service says is gone (404, 410) is removed at once.
 */
export const FAILED_RUNS_TO_REMOVE = 3;
export const FAILING_DAYS_TO_REMOVE = 7;

/** D1 takes at most 100 bound values in one statement. */
const IDS_AT_ONCE = 90;
const chunks = <T>(items: readonly T[], size = IDS_AT_ONCE): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const marks = (count: number): string => Array<string>(count).fill('?').join(', ');

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

/** The notices every phone has been reached with (or given up on). */
export async function finishedNotices(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT id FROM notices WHERE finished = 1').all<{ id: string }>();
  return results.map(({ id }) => id);
}

/**
 * A notice starting to go out: its phones are those subscribed now (a phone that subscribes later is not sent an
 * old notice). Started again, it keeps the phones of its first start. Its last phone's id.
 */
export async function startNotice(db: D1Database, notice: string): Promise<number> {
  const last = (await db.prepare('SELECT MAX(id) AS id FROM subscriptions').first<number>('id')) ?? 0;
  await db
    .prepare('INSERT INTO notices (id, last_phone) VALUES (?, ?) ON CONFLICT (id) DO NOTHING')
    .bind(notice, last)
    .run();
  return (await db.prepare('SELECT last_phone FROM notices WHERE id = ?').bind(notice).first<number>('last_phone'))!;
}

/** A notice every phone has had (or that is not to be sent again): later runs leave it. */
export async function finishNotice(db: D1Database, notice: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO notices (id, last_phone, finished) VALUES (?, (SELECT COALESCE(MAX(id), 0) FROM subscriptions), 1)
       ON CONFLICT (id) DO UPDATE SET finished = 1`,
    )
    .bind(notice)
    .run();
}

/** How long a claim lasts unless the sender asks otherwise, and the bounds of what it may ask (seconds). */
export const LEASE = { seconds: 600, least: 1, most: 3600 };

export interface Claimed {
  /** The phones this run may send the notice to now. */
  claimed: number[];
  /** Of those, the ones a run claimed before and never recorded (it died): it may have sent them the notice. */
  again: number[];
  /** How many of the phones asked for another run holds a lease on: the notice is not done until they are. */
  held: number;
  /** How many of the phones asked had the notice already (an earlier run reached them): the office's share counts them. */
  done: number;
}

/**
 * Claims phones for a notice before its messages go out, for `leaseSeconds`: the phones claimed now, leaving out any
 * the notice was sent to, any another run holds a lease on, and any added since the notice first went out. A phone
 * whose lease ran out without its message being recorded (its run died) is claimed again.
 */
export async function claim(
  db: D1Database,
  notice: string,
  ids: readonly number[],
  leaseSeconds = LEASE.seconds,
  now = Date.now(),
): Promise<Claimed> {
  const last =
    (await db.prepare('SELECT last_phone FROM notices WHERE id = ?').bind(notice).first<number>('last_phone')) ?? 0;
  const result: Claimed = { claimed: [], again: [], held: 0, done: 0 };
  for (const part of chunks(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= last))) {
    const { results } = await db
      .prepare(
        `INSERT INTO deliveries (notice, phone, lease_until)
           SELECT ?, id, ? FROM subscriptions WHERE id IN (${marks(part.length)})
         ON CONFLICT (notice, phone) DO UPDATE SET lease_until = excluded.lease_until, claims = claims + 1
           WHERE deliveries.lease_until IS NOT NULL AND deliveries.lease_until <= ?
         RETURNING phone, claims`,
      )
      .bind(notice, now + leaseSeconds * 1000, ...part, now)
      .all<{ phone: number; claims: number }>();
    for (const { phone, claims } of results) {
      result.claimed.push(phone);
      if (claims > 1) result.again.push(phone);
    }
    const leased = await db
      .prepare(
        `SELECT COUNT(*) AS leased FROM deliveries
         WHERE notice = ? AND phone IN (${marks(part.length)}) AND lease_until > ?`,
      )
      .bind(notice, ...part, now)
      .first<number>('leased');
    result.held += (leased ?? 0) - results.length;
    const done = await db
      .prepare(
        `SELECT COUNT(*) AS done FROM deliveries
         WHERE notice = ? AND phone IN (${marks(part.length)}) AND lease_until IS NULL`,
      )
      .bind(notice, ...part)
      .first<number>('done');
    result.done += done ?? 0;
  }
  return result;
}

export interface Results {
  reached: number[];
  /** Refused or unreachable after every retry: claimed again by the next run. */
  failed: number[];
  /** The phone unsubscribed (404 or 410): removed. */
  gone: number[];
}

/**
 * What a notice's messages did: a reached phone's delivery kept for good (no lease), and the day it was reached
 * (written only when it changes); a failure's claim taken back, so the next run tries it again; a phone that is gone
 * removed. How many were removed.
 */
export async function record(db: D1Database, notice: string, results: Results, day: string): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (const part of chunks(results.reached))
    statements.push(
      db
        .prepare(`UPDATE deliveries SET lease_until = NULL WHERE notice = ? AND phone IN (${marks(part.length)})`)
        .bind(notice, ...part),
    );
  for (const part of chunks(results.reached))
    statements.push(
      db
        .prepare(
          `UPDATE subscriptions SET last_reached = ?, failed_runs = 0, failing_since = NULL
           WHERE id IN (${marks(part.length)}) AND (last_reached IS NOT ? OR failed_runs > 0)`,
        )
        .bind(day, ...part, day),
    );
  for (const part of chunks(results.failed))
    statements.push(
      db.prepare(`DELETE FROM deliveries WHERE notice = ? AND phone IN (${marks(part.length)})`).bind(notice, ...part),
    );
  const removals = chunks(results.gone).map((part) =>
    db.prepare(`DELETE FROM subscriptions WHERE id IN (${marks(part.length)})`).bind(...part),
  );
  if (statements.length + removals.length === 0) return 0;
  const done = await db.batch([...statements, ...removals]);
  return done.slice(statements.length).reduce((sum, result) => sum + result.meta.changes, 0);
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
