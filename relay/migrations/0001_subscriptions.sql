-- The relay's tables (Cloudflare D1). Applied by `npx wrangler d1 migrations apply school-push-relay --remote`
-- once, and by the tests and `npm run relay` locally (relay/local.ts). Nothing more is kept about a parent than
-- where their phone takes notices, its keys, their language and the days a notice last reached it or failed.

-- One row per phone: the push address as the relay normalizes it (src/notices/shared/subscribe-request.ts), its two keys, the language,
-- the days a notice last reached it or failed, and how many runs in a row failed (three in a row: it is removed).
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'ml')),
  last_reached TEXT,
  last_failed TEXT,
  failed_runs INTEGER NOT NULL DEFAULT 0
);

-- How many phones were added each day, for the daily ceiling (NEW_PER_DAY in wrangler.toml).
CREATE TABLE added (
  day TEXT PRIMARY KEY,
  phones INTEGER NOT NULL
);

-- Each notice sent to phones: the last phone (by id) subscribed when it first went out, so a phone added later is
-- not sent an old notice, and whether every phone has been reached (or given up on).
CREATE TABLE notices (
  id TEXT PRIMARY KEY,
  last_phone INTEGER NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0
);

-- Which phones a notice went to: a phone is claimed before its message goes out, and the claim is taken back only
-- when its push service refused it, so a run started again sends to the others and never twice to one.
CREATE TABLE deliveries (
  notice TEXT NOT NULL,
  phone INTEGER NOT NULL,
  PRIMARY KEY (notice, phone)
) WITHOUT ROWID;
