/**
 * Parents' phones for the tests: each a real P-256 key pair and auth secret, as a browser makes when it subscribes,
 * and a push address in the form Google's push service (FCM) gives, so the relay's checks pass and the stand-in
 * push service can decrypt what the relay and the sender send.
 */
import { createECDH, createHash, type ECDH } from 'node:crypto';
import type { Subscription } from '../../scripts/push/relay-client.ts';

export interface Phone {
  subscription: Subscription;
  ecdh: ECDH;
  auth: Buffer;
}

export const FCM = 'https://fcm.googleapis.com';

/**
 * A phone whose push address is FCM's form (`/fcm/send/<token>`), its token made from `id` (the same each run), and
 * the classes its parent chose (none: every notice).
 */
export function makePhone(id: string, language: Subscription['language'], classes: string[] = []): Phone {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = createHash('sha256').update(`auth ${id}`).digest().subarray(0, 16);
  const token = `${id}:APA91b${createHash('sha256').update(id).digest('base64url')}`;
  return {
    subscription: {
      endpoint: `${FCM}/fcm/send/${token}`,
      keys: { p256dh, auth: auth.toString('base64url') },
      language,
      classes,
    },
    ecdh,
    auth,
  };
}
