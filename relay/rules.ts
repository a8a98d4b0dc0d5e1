/**
 * What the relay accepts, as plain functions: a parent's browser hands over a push address, its two keys and
 * the language the parent reads; anything else is refused with words a developer can act on.
 */

import { classList, classTags, isClassTag, type ClassTag } from '../src/lib/classes.ts';
import type { Confirmation } from '../src/lib/confirmation.ts';

export type Language = 'en' | 'ml';

/** All the relay keeps about a subscriber: where to push, how to encrypt, in which language, for which classes. */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
  /** The classes the parent chose (src/lib/classes.ts): none, and the phone is sent every notice. */
  classes: ClassTag[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Bodies at or above this size are refused: a real subscription is about 600 bytes with its confirmation. */
export const MAX_BODY_BYTES = 4096;
export const tooBig = (limit: number): string => `the body must be under ${limit} bytes`;

/** Push addresses are a few hundred characters; none a browser makes comes near this. */
export const MAX_ENDPOINT_LENGTH = 1024;

const LANGUAGES: readonly string[] = ['en', 'ml'];

/**
 * The browsers' push services, and the form of their addresses: only these may be stored, so the sender never
 * signs a message for, or sends one to, a host someone slipped into the list. The path (and Windows' query) must be
 * the service's own form, so one phone has one spelling.
 */
const SERVICES: { host: (host: string) => boolean; path: RegExp; query?: RegExp }[] = [
  { host: (h) => h === 'fcm.googleapis.com', path: /^\/(?:fcm\/send|wp)\/[\w:-]{20,}$/ },
  { host: (h) => /^[a-z0-9-]+\.push\.services\.mozilla\.com$/.test(h), path: /^\/wpush\/v[12]\/[\w=-]{20,}$/ },
  { host: (h) => h === 'web.push.apple.com', path: /^\/[\w-]{20,}$/ },
  {
    host: (h) => /^[a-z0-9-]+\.notify\.windows\.com$/.test(h),
    path: /^\/w\/$/,
    query: /^\?token=[\w%.=-]{20,}$/,
  },
];

const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A push address in its one spelling, or why it is not a push service's: parsed as a browser parses it (which
 * drops tabs and line breaks, lower-cases the host, maps full-width dots, and drops the default port), then
 * without a fragment, a trailing dot on the host or a query (but Windows', which holds its token), and checked
 * against its service's own form. Nine spellings of one phone are one address, stored once.
 */
export function normalizeEndpoint(endpoint: unknown): Checked<string> {
  if (typeof endpoint !== 'string' || endpoint.trim() === '') return refuse('endpoint is missing');
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return refuse(`endpoint must be under ${MAX_ENDPOINT_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return refuse('endpoint is not an address');
  }
  if (url.protocol !== 'https:') return refuse('endpoint must be an https address');
  if (url.username || url.password || url.port) return refuse('endpoint must be a plain push service address');
  const host = url.hostname.replace(/\.$/, '');
  const service = SERVICES.find((known) => known.host(host));
  if (!service) return refuse(`endpoint host ${host} is not a browser push service`);
  const query = service.query ? oneEncoding(url.search) : '';
  if (!service.path.test(url.pathname) || (service.query && !service.query.test(query))) {
    return refuse(`endpoint is not in the form ${host} gives its addresses`);
  }
  return { ok: true, value: `https://${host}${url.pathname}${query}` };
}

/**
 * A query in one percent-encoding, as RFC 3986 normalizes it (an escape in capitals, an unreserved character
 * unescaped) and with `=` unescaped too, which a query's reader takes the same either way: `token=a%2b%3d`,
 * `token=a%2B%3D` and `token=a%2B=` are one address. A `+` stays as it is (some readers take it as a space).
 */
const oneEncoding = (search: string): string =>
  search.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return /[\w.~=-]/.test(char) ? char : escape.toUpperCase();
  });

/** The bytes of a base64url string (padding allowed), or null when it is not one. */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function authProblem(auth: unknown, name = 'keys.auth'): string | null {
  if (typeof auth !== 'string' || auth === '') return `${name} is missing`;
  return base64urlBytes(auth)?.length === 16 ? null : `${name} must be base64url of 16 bytes`;
}

function keysProblem(keys: unknown): string | null {
  if (!isRecord(keys)) return 'keys are missing';
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || p256dh === '') return 'keys.p256dh is missing';
  const point = base64urlBytes(p256dh);
  if (!point || point.length !== 65 || point[0] !== 4) {
    return 'keys.p256dh must be base64url of a 65-byte uncompressed P-256 public key';
  }
  return authProblem(auth);
}

/** Plain text of at most `max` characters, with no control characters. */
const textProblem = (value: unknown, name: string, max: number): string | null =>
  typeof value !== 'string' || value.trim() === ''
    ? `${name} is missing`
    : value.length > max || /\p{Cc}/u.test(value)
      ? `${name} must be plain text under ${max} characters`
      : null;

/**
 * A page of the site, written as the browser would resolve it (`/notices/`): a path that a browser would take
 * elsewhere (`//evil.com`, `/.//evil.com`, `/\\evil.com`) or read differently (dot segments) is not one.
 */
function isPageOfSite(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 200 || !url.startsWith('/') || /[\s\\]/.test(url)) return false;
  const base = 'https://site.invalid';
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    // `//` alone is no address at all.
    return false;
  }
  return (
    resolved.origin === base && !resolved.pathname.startsWith('//') && `${resolved.pathname}${resolved.search}` === url
  );
}

function confirmationOf(value: unknown): Checked<Confirmation> {
  if (!isRecord(value)) return refuse('confirmation is missing: the words of the "notices are on" notification');
  const problem =
    textProblem(value.title, 'confirmation.title', 120) ??
    textProblem(value.body, 'confirmation.body', 240) ??
    (isPageOfSite(value.url) ? null : 'confirmation.url must be a page of the site in its plain form, like /notices/');
  if (problem) return refuse(problem);
  return { ok: true, value: { title: value.title as string, body: value.body as string, url: value.url as string } };
}

/**
 * A subscription from a parsed JSON body, its address in its one spelling, with the words of its confirmation.
 * Fields other than these are dropped, so nothing else a browser sends about the person is kept.
 */
export interface SubscribeRequest {
  subscription: Subscription;
  confirmation: Confirmation;
  /**
   * The auth key this phone was kept with before, when its browser gave it new keys: the proof that the request
   * comes from that phone (only it and the relay know the key), without which its stored keys never change.
   */
  previousAuth?: string;
}

export function parseSubscription(body: unknown): Checked<SubscribeRequest> {
  if (!isRecord(body)) return refuse('the body must be a JSON object');
  const endpoint = normalizeEndpoint(body.endpoint);
  if (!endpoint.ok) return endpoint;
  const keys = keysProblem(body.keys);
  if (keys) return refuse(keys);
  if (typeof body.language !== 'string' || !LANGUAGES.includes(body.language)) {
    return refuse('language must be "en" or "ml"');
  }
  const confirmation = confirmationOf(body.confirmation);
  if (!confirmation.ok) return confirmation;
  const classes = body.classes ?? [];
  if (!Array.isArray(classes) || classes.length > classTags.length || !classes.every(isClassTag)) {
    return refuse(`classes must be a list of classes among ${classTags.join(', ')}`);
  }
  const { previousAuth } = body;
  if (previousAuth !== undefined) {
    const problem = authProblem(previousAuth, 'previousAuth');
    if (problem) return refuse(problem);
  }
  const { p256dh, auth } = body.keys as { p256dh: string; auth: string };
  const subscription: Subscription = {
    endpoint: endpoint.value,
    keys: { p256dh, auth },
    language: body.language as Language,
    classes: classList(classes),
  };
  const value: SubscribeRequest = { subscription, confirmation: confirmation.value };
  return { ok: true, value: typeof previousAuth === 'string' ? { ...value, previousAuth } : value };
}

/** The phone to forget, from a parsed JSON body: its address, and its auth key, which only that browser knows. */
export function parseUnsubscribe(body: unknown): Checked<{ endpoint: string; auth: string }> {
  if (!isRecord(body)) return refuse('the body must be a JSON object');
  const endpoint = normalizeEndpoint(body.endpoint);
  if (!endpoint.ok) return endpoint;
  const auth = isRecord(body.keys) ? body.keys.auth : undefined;
  const problem = authProblem(auth);
  if (problem) return refuse(`${problem}: a phone is forgotten only by the browser that holds its keys`);
  return { ok: true, value: { endpoint: endpoint.value, auth: auth as string } };
}

/** A notice's id as the site writes it in its addresses. */
export function isNoticeId(id: string): boolean {
  return /^[a-z0-9-]+$/.test(id) && id.length <= 200;
}
