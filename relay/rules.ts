/**
 * What the relay accepts, as plain functions: a parent's browser hands over a push address, its two keys and
 * the language the parent reads; anything else is refused with words a developer can act on.
 */

export type Language = 'en' | 'ml';

/** All the relay keeps about a subscriber: where to push, how to encrypt, in which language. */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Bodies at or above this size are refused: a real subscription is about 400 bytes. */
export const MAX_BODY_BYTES = 4096;
export const BODY_TOO_BIG = `the body must be under ${MAX_BODY_BYTES} bytes`;

const LANGUAGES: readonly string[] = ['en', 'ml'];

/**
 * The browsers' push services. Only these may be stored, so the sender never signs a message for, or sends
 * one to, a host that someone slipped into the list.
 */
const EXACT_HOSTS: readonly string[] = ['fcm.googleapis.com', 'web.push.apple.com'];
const HOST_SUFFIXES: readonly string[] = ['.push.services.mozilla.com', '.notify.windows.com'];

const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why an address is not a push service's, or null when it is one. */
export function endpointProblem(endpoint: unknown): string | null {
  if (typeof endpoint !== 'string' || endpoint === '') return 'endpoint is missing';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint is not an address';
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https address';
  if (url.username || url.password || url.port) return 'endpoint must be a plain push service address';
  const host = url.hostname;
  const known =
    EXACT_HOSTS.includes(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  return known ? null : `endpoint host ${host} is not a browser push service`;
}

/** The bytes of a base64url string (padding allowed), or null when it is not one. */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function keysProblem(keys: unknown): string | null {
  if (!isRecord(keys)) return 'keys are missing';
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || p256dh === '') return 'keys.p256dh is missing';
  if (typeof auth !== 'string' || auth === '') return 'keys.auth is missing';
  const point = base64urlBytes(p256dh);
  if (!point || point.length !== 65 || point[0] !== 4) {
    return 'keys.p256dh must be base64url of a 65-byte uncompressed P-256 public key';
  }
  if (base64urlBytes(auth)?.length !== 16) return 'keys.auth must be base64url of 16 bytes';
  return null;
}

/**
 * A subscription from a parsed JSON body. Fields other than these three are dropped, so nothing else a
 * browser sends about the person is kept.
 */
export function parseSubscription(body: unknown): Checked<Subscription> {
  if (!isRecord(body)) return refuse('the body must be a JSON object');
  const endpoint = endpointProblem(body.endpoint);
  if (endpoint) return refuse(endpoint);
  const keys = keysProblem(body.keys);
  if (keys) return refuse(keys);
  if (typeof body.language !== 'string' || !LANGUAGES.includes(body.language)) {
    return refuse('language must be "en" or "ml"');
  }
  const { p256dh, auth } = body.keys as { p256dh: string; auth: string };
  return {
    ok: true,
    value: { endpoint: body.endpoint as string, keys: { p256dh, auth }, language: body.language as Language },
  };
}

/** The endpoint to forget, from a parsed JSON body. */
export function parseUnsubscribe(body: unknown): Checked<string> {
  if (!isRecord(body)) return refuse('the body must be a JSON object');
  const { endpoint } = body;
  if (typeof endpoint !== 'string' || endpoint === '') return refuse('endpoint is missing');
  return { ok: true, value: endpoint };
}

/** JSON bodies only, so a plain HTML form on another site cannot post here without a CORS preflight. */
export function isJsonContentType(header: string | null): boolean {
  return header !== null && /^application\/json\s*(;|$)/i.test(header.trim());
}

/** A notice's id as the site writes it in its addresses. */
export function isNoticeId(id: string): boolean {
  return /^[a-z0-9-]+$/.test(id) && id.length <= 200;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Why a declared Content-Length is refused (before any byte of the body is read), or null. */
export function declaredLengthProblem(header: string | null): string | null {
  if (header === null) return null;
  const length = Number(header);
  if (!Number.isInteger(length) || length < 0) return 'Content-Length is not a number';
  return length >= MAX_BODY_BYTES ? BODY_TOO_BIG : null;
}

/**
 * Whom the rate limit counts: an IPv4 address as it is, an IPv6 address by its first 64 bits, since a phone
 * can pick any address within its own /64 and so would otherwise never meet the limit.
 */
export function clientKey(address: string | null): string {
  if (!address) return 'unknown';
  if (!address.includes(':') || address.includes('.')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
