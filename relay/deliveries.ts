/**
 * The notices the relay has sent and to which phones (relay/migrations/): a notice starts with the phones subscribed
 * then; each phone is claimed for it under a lease before its message goes out, and recorded once reached; a notice
 * every phone has had is finished; a notice no longer current is forgotten with its deliveries (`forgetNotices`).
 */
import { chunks, marks } from './store.ts';
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
 * Forgets every notice but those still current (`keep`, the sender's list: ids as the relay takes them), with its
 * deliveries: a notice no longer current is never sent again, so what it was sent to need not be kept, and the
 * finished list the sender reads stays as short as the notices now current. How many notices were forgotten.
 */
export async function forgetNotices(db: D1Database, keep: readonly string[]): Promise<number> {
  const kept = JSON.stringify(keep);
  const [, notices] = await db.batch([
    // Found by the notices table (a few rows) and deleted along the deliveries' key: the phones' rows are not read.
    db
      .prepare(
        'DELETE FROM deliveries WHERE notice IN (SELECT id FROM notices WHERE id NOT IN (SELECT value FROM json_each(?)))',
      )
      .bind(kept),
    db.prepare('DELETE FROM notices WHERE id NOT IN (SELECT value FROM json_each(?))').bind(kept),
  ]);
  return notices!.meta.changes;
}
