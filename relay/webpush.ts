/**
 * One Web Push message, as a Worker can make it with Web Crypto: the payload encrypted for the phone (RFC 8291,
 * aes128gcm, the one encoding every push service takes, Apple's included) and the request signed with the school's
 * VAPID key (RFC 8292). The sender (scripts/push/) makes the same messages with web-push in Node; the tests' stand-in
 * push service decrypts both with http_ece, an implementation of its own.
 */
import { base64urlBytes } from '../src/notices/shared/subscribe-request.ts';

const encoder = new TextEncoder();
const subtle = crypto.subtle;

const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** HKDF-SHA-256 (extract and expand), `bytes` long. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** The payload encrypted for one phone (its p256dh and auth keys), as one aes128gcm record. */
export async function encrypt(payload: string, p256dh: string, auth: string): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = base64urlBytes(p256dh)!;
  const authSecret = base64urlBytes(auth)!;
  const phoneKey = await subtle.importKey('raw', uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ours = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await subtle.exportKey('raw', ours.publicKey)) as ArrayBuffer);
  // The Web Crypto name is `public`; Cloudflare's types spell it `$public` (a C++ keyword in workerd's source).
  const ecdh = { name: 'ECDH', public: phoneKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const shared = new Uint8Array(await subtle.deriveBits(ecdh, ours.privateKey, 256));
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, shared, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  const key = await subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // One record, the last: the payload, then the delimiter 2.
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv: nonce },
    key,
    concat(encoder.encode(payload), new Uint8Array([2])),
  );
  const recordSize = new Uint8Array([0, 0, 0x10, 0]); // 4096
  return concat(salt, recordSize, new Uint8Array([asPublic.length]), asPublic, new Uint8Array(sealed));
}

/** The school's VAPID key pair for signing, or null when the relay was not given a sound pair. */
export async function signingKey(publicKey: string, privateKey: string): Promise<CryptoKey | null> {
  const point = base64urlBytes(publicKey);
  const d = base64urlBytes(privateKey);
  if (point?.length !== 65 || point[0] !== 4 || d?.length !== 32) return null;
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33)),
    d: b64url(d),
  };
  try {
    return await subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  } catch {
    return null;
  }
}

/** The VAPID Authorization header for a push service: a JWT for its origin, valid 12 hours, signed ES256. */
export async function vapidAuthorization(
  endpoint: string,
  key: CryptoKey,
  publicKey: string,
  subject: string,
): Promise<string> {
  const part = (value: object) => b64url(encoder.encode(JSON.stringify(value)));
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(Date.now() / 1000) + 12 * 3600, sub: subject };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(unsigned));
  return `vapid t=${unsigned}.${b64url(new Uint8Array(signature))}, k=${publicKey.replace(/=+$/, '')}`;
}
