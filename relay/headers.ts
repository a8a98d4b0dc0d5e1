/**
 * What the relay reads from a request before its body: its Content-Type and declared length, the sender's bearer
 * token, and whom the rate limits count (the client's address).
 */
import { MAX_BODY_BYTES, tooBig } from './requests.ts';

/** JSON bodies only, so a plain HTML form on another site cannot post here without a CORS preflight. */
export function isJsonContentType(header: string | null): boolean {
  return header !== null && /^application\/json\s*(;|$)/i.test(header.trim());
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Why a declared Content-Length is refused (before any byte of the body is read), or null. */
export function declaredLengthProblem(header: string | null, limit = MAX_BODY_BYTES): string | null {
  if (header === null) return null;
  const length = Number(header);
  if (!Number.isInteger(length) || length < 0) return 'Content-Length is not a number';
  return length >= limit ? tooBig(limit) : null;
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
