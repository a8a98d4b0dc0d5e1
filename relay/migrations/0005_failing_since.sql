-- When a phone's run of failures began (issue 63): a phone is removed only when its push service has failed it for
-- FAILING_DAYS_TO_REMOVE days and FAILED_RUNS_TO_REMOVE runs in a row (relay/store.ts), not after one bad hour of
-- a push service. Phones failing now began on their last failed day at the latest.
ALTER TABLE subscriptions ADD COLUMN failing_since TEXT;
UPDATE subscriptions SET failing_since = last_failed WHERE failed_runs > 0;
