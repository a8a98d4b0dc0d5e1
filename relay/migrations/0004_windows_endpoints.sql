-- Windows' push addresses in one spelling (src/notices/shared/subscribe-request.ts, oneEncoding, since issue 55): an escape in capitals, and an
-- equals sign unescaped. An address stored before may be spelled otherwise, and the same phone subscribing again
-- would be a second row: each is respelled. A row whose new spelling another row has already is that phone twice,
-- and is removed (its phone keeps the other row).
UPDATE OR IGNORE subscriptions SET endpoint = replace(replace(replace(replace(endpoint, '%2b', '%2B'), '%2f', '%2F'), '%3d', '='), '%3D', '=') WHERE instr(endpoint, '.notify.windows.com/') > 0;
DELETE FROM subscriptions WHERE instr(endpoint, '.notify.windows.com/') > 0 AND (instr(endpoint, '%2b') > 0 OR instr(endpoint, '%2f') > 0 OR instr(endpoint, '%3d') > 0 OR instr(endpoint, '%3D') > 0);
