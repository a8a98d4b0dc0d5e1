/**
 * `npm run relay:import-kv`: moves the parents' phones the relay kept in Workers KV (before it moved to D1) into D1,
 * once (docs/push.md, "Moving from Workers KV"). The relay reads the old namespace, bound as OLD_SUBSCRIPTIONS, a
 * page at a time; each phone's address is checked and normalized as a new one's would be. Run again, it adds nothing.
 * Needs SITE_PUSH_RELAY (or PUSH_RELAY) and RELAY_SECRET, as the sender does.
 */
import { settingsOf } from '../build/settings.ts';

const settings = settingsOf();
const relay = (settings.PUSH_RELAY || settings.SITE_PUSH_RELAY || '').trim();
const secret = (settings.RELAY_SECRET ?? '').trim();
if (!relay || !secret) {
  console.error("Set SITE_PUSH_RELAY (the relay's address) and RELAY_SECRET (its secret), then run this again.");
  process.exit(1);
}

const totals = { imported: 0, skipped: 0, notices: 0 };
let cursor: string | null = '';
while (cursor !== null) {
  const url = new URL('/import-kv', relay);
  if (cursor) url.searchParams.set('cursor', cursor);
  const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
  const text = await response.text();
  if (!response.ok) {
    console.error(`The relay answered ${response.status}: ${text}`);
    process.exit(1);
  }
  const page = JSON.parse(text) as typeof totals & { cursor: string | null };
  for (const key of ['imported', 'skipped', 'notices'] as const) totals[key] += page[key];
  cursor = page.cursor;
}
console.log(
  `Moved ${totals.imported} phones and ${totals.notices} sent notices into D1; left ${totals.skipped} entries that ` +
    'were not sound subscriptions. Unbind OLD_SUBSCRIPTIONS in relay/wrangler.toml and deploy again when done.',
);

export {};
