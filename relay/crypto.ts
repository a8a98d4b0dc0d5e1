/** The relay's uses of Web Crypto: key names, the sender's secret, and keys a phone could really use. */

const encoder = new TextEncoder();

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(text));
}

/** A fixed-length, non-reversible name for a push address, so KV keys never hold the address itself. */
export async function sha256Hex(text: string): Promise<string> {
  return [...new Uint8Array(await sha256(text))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a presented token is the relay's secret. Both are hashed first so the comparison takes the same
 * time whatever their lengths, and then compared in constant time, so timing reveals nothing of the secret.
 */
export async function isSecret(token: string | null, secret: string): Promise<boolean> {
  if (token === null || secret === '') return false;
  const [given, expected] = await Promise.all([sha256(token), sha256(secret)]);
  return crypto.subtle.timingSafeEqual(given, expected);
}

/**
 * Whether 65 bytes are a point on P-256. A key off the curve would make every message to that phone fail to
 * encrypt, notice after notice, so it is refused when the phone subscribes.
 */
export async function isP256Point(bytes: Uint8Array): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', bytes, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}
