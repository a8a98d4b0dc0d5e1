-- The classes a parent chose on the phone (issue 57): a notice for one class goes to the phones of that class, and
-- one for the whole school to every phone. A class and stream only (plusTwo-science; plus-two-science since 0007), comma-separated, never a name;
-- empty for a phone whose parent chose none, which is sent every notice.
ALTER TABLE subscriptions ADD COLUMN classes TEXT NOT NULL DEFAULT '';
