/** The part of http_ece (RFC 8188 encrypted content) that the stand-in push service uses to read messages. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiving phone's key pair. */
    privateKey: ECDH;
    /** The phone's 16-byte auth secret. */
    authSecret: Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
