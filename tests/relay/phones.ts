/**
 * Parents' phones for the tests: each a real P-256 key pair and auth secret, as a browser makes when it
 * subscribes, so the relay's checks pass and the stand-in push service can decrypt what the sender sends.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import type { Subscription } from '../../scripts/push/relay-client.ts';

export interface Phone {
  subscription: Subscription;
  ecdh: ECDH;
  auth: Buffer;
}

export const FCM = 'https://fcm.googleapis.com';

export function makePhone(id: string, language: Subscription['language']): Phone {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16);
  return {
    subscription: { endpoint: `${FCM}/fcm/send/${id}`, keys: { p256dh, auth: auth.toString('base64url') }, language },
    ecdh,
    auth,
  };
}
