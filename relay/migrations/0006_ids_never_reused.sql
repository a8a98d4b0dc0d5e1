-- A phone's id is never given to another (issue 63): ids came from the largest one in the table, so a phone added after
-- the newest was removed took its id, and a late answer about the removed one (410: gone) would have removed the new
-- one. SQLite keeps ids unused only in a table declared AUTOINCREMENT, which a table cannot become: it is built anew,
-- every row and id kept, and the sequence starts after the largest id kept or still named.
CREATE TABLE subscriptions_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'ml')),
  last_reached TEXT,
  last_failed TEXT,
  failed_runs INTEGER NOT NULL DEFAULT 0,
  classes TEXT NOT NULL DEFAULT '',
  failing_since TEXT
);
INSERT INTO subscriptions_new (id, endpoint, p256dh, auth, language, last_reached, last_failed, failed_runs, classes, failing_since)
  SELECT id, endpoint, p256dh, auth, language, last_reached, last_failed, failed_runs, classes, failing_since FROM subscriptions;
DROP TABLE subscriptions;
ALTER TABLE subscriptions_new RENAME TO subscriptions;
-- A phone removed before this migration may have had the largest id: the sequence starts after any id a delivery or a
-- notice still names, too.
INSERT INTO sqlite_sequence (name, seq) SELECT 'subscriptions', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'subscriptions');
UPDATE sqlite_sequence SET seq = MAX(seq, (SELECT COALESCE(MAX(phone), 0) FROM deliveries), (SELECT COALESCE(MAX(last_phone), 0) FROM notices)) WHERE name = 'subscriptions';
