/**
 * `npm run relay`: the push relay on http://localhost:8787, in workerd as Cloudflare runs it, keeping its
 * subscriptions (in a local D1) between runs, so the site's push button and the sender can be tried on this machine.
 */
import { Miniflare } from 'miniflare';
import { CACHE_DIR, migrate, relayOptions } from './local.ts';

const PORT = 8787;

function required(name: string, hint: string): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  console.error(`${name} is not set: ${hint}`);
  process.exit(1);
}

const secret = required('RELAY_SECRET', 'give any long random text, e.g. RELAY_SECRET=$(openssl rand -hex 32)');
const vapid = {
  publicKey: required('SITE_PUSH_PUBLIC_KEY', 'the public key `npm run vapid-keys` prints'),
  privateKey: required('VAPID_PRIVATE_KEY', 'the private key `npm run vapid-keys` prints'),
};
const siteOrigin = required('SITE_ORIGIN', 'give the origin the site is served from, e.g. http://localhost:5173');
try {
  new URL(siteOrigin);
} catch {
  console.error(`SITE_ORIGIN is not an address: ${siteOrigin}`);
  process.exit(1);
}

const mf = new Miniflare(await relayOptions({ secret, siteOrigin, vapid, persistTo: `${CACHE_DIR}d1`, port: PORT }));
const url = await mf.ready;
await migrate(mf);
console.log(
  `The push relay is at ${url.origin.replace('127.0.0.1', 'localhost')}, accepting subscriptions from ${siteOrigin}.`,
);
console.log(`Subscriptions are kept in ${CACHE_DIR}d1. Ctrl+C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mf.dispose().then(() => process.exit(0));
  });
}
