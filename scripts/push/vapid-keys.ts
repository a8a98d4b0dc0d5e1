/** `npm run vapid-keys`: a new VAPID key pair for push notices, and where each part goes. */
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();

console.log(`Public key:  ${publicKey}
Private key: ${privateKey}

Where they go (GitHub: Settings > Secrets and variables > Actions):
- the public key: the repository VARIABLE SITE_PUSH_PUBLIC_KEY (the site gives it to browsers; not secret).
- the public key again: VAPID_PUBLIC_KEY under [vars] in relay/wrangler.toml (the relay proves new phones with it).
- the private key: the repository SECRET VAPID_PRIVATE_KEY (the deploy workflow's sender), and on the relay with
  \`npx wrangler secret put VAPID_PRIVATE_KEY\` (run in relay/), to send a new phone its "notices are on" message.
- RELAY_SECRET: a long random secret, for example ${randomBytes(32).toString('base64url')}
  set it twice, to the same value: as the repository SECRET RELAY_SECRET, and on the relay with
  \`npx wrangler secret put RELAY_SECRET\` (run in relay/).
Keep the pair: phones subscribe with this public key, and a new pair means every parent must subscribe again.`);
