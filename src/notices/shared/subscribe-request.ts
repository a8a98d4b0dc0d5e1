/**
 * What a phone's browser sends the relay, written once as schemas: to keep the phone (its push address, its two
 * keys, its language, its classes and the words of its "notices are on" notification), and to forget it. The page
 * and the service worker write these requests typed by the schemas' input (src/notices/shared/push-renewal.ts,
 * src/notices/push/apart/push-client.ts); the relay reads them with the schemas (relay/requests.ts), and refuses anything else with
 * the first problem, in words a developer can act on. Fields other than these are dropped, so nothing else a
 * browser sends about the person is kept.
 */
import * as v from 'valibot';
import { classList, classTags, respelled } from '../../lib/classes.ts';
import { languages } from '../../lib/routes.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Push addresses are a few hundred characters; none a browser makes comes near this. */
export const MAX_ENDPOINT_LENGTH = 1024;

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

/**
 * A page of the site, written as the browser would resolve it (`/notices/`): a path that a browser would take
 * elsewhere (`//evil.com`, `/.//evil.com`, `/\\evil.com`) or read differently (dot segments) is not one.
 */
function isPageOfSite(url: string): boolean {
  if (url.length > 200 || !url.startsWith('/') || /[\s\\]/.test(url)) return false;
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

/** The push address, taken in its one spelling. */
const endpoint = v.pipe(
  v.string('endpoint is missing'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const one = normalizeEndpoint(dataset.value);
    if (one.ok) return one.value;
    addIssue({ message: one.error });
    return NEVER;
  }),
);

/** Text that is there. */
const given = (name: string) =>
  v.pipe(
    v.string(`${name} is missing`),
    v.check((text) => text.trim() !== '', `${name} is missing`),
  );

/** A subscription's auth key (which only its browser and the relay know): 16 bytes. */
const authKey = (name: string, why = '') =>
  v.pipe(
    v.string(`${name} is missing${why}`),
    v.check((text) => text !== '', `${name} is missing${why}`),
    v.check((text) => base64urlBytes(text)?.length === 16, `${name} must be base64url of 16 bytes${why}`),
  );

/** Plain text of at most `max` characters, with no control characters. */
const plainText = (name: string, max: number) =>
  v.pipe(
    given(name),
    v.check(
      (text) => text.length <= max && !/\p{Cc}/u.test(text),
      `${name} must be plain text under ${max} characters`,
    ),
  );

/**
 * An object whose refusal names a missing field as `missing` words it (by default `keys.auth is missing`, given
 * the prefix `keys.`), and anything but an object as `otherwise`.
 */
const fields = <const E extends v.ObjectEntries>(
  entries: E,
  otherwise: string,
  missing: (key: string) => string = (key) => `${key} is missing`,
) =>
  v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    return issue.path && typeof key === 'string' ? missing(key) : otherwise;
  });

const CLASSES = `classes must be a list of classes among ${classTags.join(', ')}`;
const KEYS = 'keys are missing';
const LANGUAGE = 'language must be "en" or "ml"';
const CONFIRMATION = 'confirmation is missing: the words of the "notices are on" notification';
const BODY = 'the body must be a JSON object';

export const subscribeRequestSchema = fields(
  {
    endpoint,
    keys: fields(
      {
        p256dh: v.pipe(
          given('keys.p256dh'),
          v.check((text) => {
            const point = base64urlBytes(text);
            return point?.length === 65 && point[0] === 4;
          }, 'keys.p256dh must be base64url of a 65-byte uncompressed P-256 public key'),
        ),
        auth: authKey('keys.auth'),
      },
      KEYS,
      (key) => `keys.${key} is missing`,
    ),
    language: v.picklist(languages, LANGUAGE),
    /** The words of the "notices are on" notification the relay sends to prove the address (relay/confirm.ts). */
    confirmation: fields(
      {
        title: plainText('confirmation.title', 120),
        body: plainText('confirmation.body', 240),
        url: v.pipe(
          v.string('confirmation.url is missing'),
          v.check(isPageOfSite, 'confirmation.url must be a page of the site in its plain form, like /notices/'),
        ),
      },
      CONFIRMATION,
      (key) => `confirmation.${key} is missing`,
    ),
    /**
     * The classes the parent chose (src/lib/classes.ts), each once, in one order: none, and every notice is sent. An
     * app not yet updated spells them as before (`plusTwo-science`): taken, and kept as they are spelled now.
     */
    classes: v.optional(
      v.pipe(
        v.array(v.pipe(v.unknown(), v.transform(respelled), v.picklist(classTags, CLASSES)), CLASSES),
        v.maxLength(classTags.length, CLASSES),
        v.transform((classes) => classList(classes)),
      ),
      [],
    ),
    /**
     * The auth key this phone was kept with before, when its browser gave it new keys: the proof that the request
     * comes from that phone (only it and the relay know the key), without which its stored keys never change.
     */
    previousAuth: v.optional(authKey('previousAuth')),
  },
  BODY,
  (key) => ({ keys: KEYS, language: LANGUAGE, confirmation: CONFIRMATION })[key] ?? `${key} is missing`,
);

/** A request to keep a phone, as the page and the service worker write it. */
export type SubscribeRequestBody = v.InferInput<typeof subscribeRequestSchema>;

const FORGET = ': a phone is forgotten only by the browser that holds its keys';
const NO_AUTH = `keys.auth is missing${FORGET}`;

/** The phone to forget: its address, and its auth key, which only that browser knows. */
export const unsubscribeRequestSchema = fields(
  { endpoint, keys: fields({ auth: authKey('keys.auth', FORGET) }, NO_AUTH, () => NO_AUTH) },
  BODY,
  (key) => (key === 'keys' ? NO_AUTH : `${key} is missing`),
);

export type UnsubscribeRequestBody = v.InferInput<typeof unsubscribeRequestSchema>;

/** A parsed JSON body read with a schema: its value, or its first problem. */
export function readRequest<S extends v.GenericSchema>(schema: S, body: unknown): Checked<v.InferOutput<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(BODY);
  const read = v.safeParse(schema, body, { abortEarly: true });
  return read.success ? { ok: true, value: read.output } : refuse(read.issues[0].message);
}
