-- A class spelled one way wherever it goes (issue 65): `plus-two-science`, as its calendar is named, not
-- `plusTwo-science` (migrations/0003_classes.sql). The relay reads either (src/lib/classes.ts, classList); this
-- leaves its rows in the one.
UPDATE subscriptions SET classes = REPLACE(REPLACE(classes, 'plusOne-', 'plus-one-'), 'plusTwo-', 'plus-two-')
WHERE classes LIKE '%plus%';
