-- A claim is a lease (issue 55): a phone claimed for a notice by a run that then died is claimed again once its lease
-- has run out, rather than skipped for good. A delivery whose message went out is recorded with no lease (NULL), as
-- every row written before this migration was; `claims` counts how many runs claimed it, so the sender can say how
-- many phones were sent a notice again (a copy that replaces the first under the same tag, without alerting again).
ALTER TABLE deliveries ADD COLUMN lease_until INTEGER;
ALTER TABLE deliveries ADD COLUMN claims INTEGER NOT NULL DEFAULT 1;
