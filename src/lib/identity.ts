/**
 * Where the site lives: the deployment's settings (public origin, gallery API, image resizer), which only a
 * deployer sets, each a SITE_* environment variable; and the checks of contact details the school's own
 * (src/content/contact.ts) share. Values are checked where they are read: a malformed one stops the build with a
 * message naming the variable.
 */
import { STATIC_GALLERY_PHOTOS, checkResizerTemplate } from './gallery/gallery-images.ts';

/** Where the site is deployed and where its gallery comes from: settings of the deployment, not content. */
export interface Deployment {
  /** Public origin of the deployed site, without a trailing slash. */
  origin: string;
  gallerySiteKey: string;
  /** Base URL of the school's own gallery API; empty: the galleries kept in the editor, served by the site. */
  galleryApiBase: string;
  /** Origins the gallery's photos may come from, besides the site's own (for the Content-Security-Policy). */
  galleryImageHosts: string[];
  /**
   * URL template of the photos' sizes (src/lib/gallery/gallery-images.ts): the sizes the build writes of the editor's
   * galleries, or the resizer in front of the school's own API (empty: its photos as they are).
   */
  galleryImageResizer: string;
  /** The push relay that keeps parents' phones' push addresses (relay/); empty: no notices on phones. */
  pushRelay: string;
  /** The VAPID public key the relay's sender signs with (base64url); empty without a relay. */
  pushPublicKey: string;
}

/** A name of the school in one language: in full, and the short form a narrow header and a home screen show. */
export interface SchoolName {
  full: string;
  short: string;
}

export interface Identity extends Deployment {
  /** The full name in English: where one name serves both languages (the editor, the manifest, schema.org). */
  schoolName: string;
  /** Its names in each language: the Malayalam ones are the English ones until the school gives its own. */
  names: { en: SchoolName; ml: SchoolName };
  /** The address of the school's mark, drawn from its logo (scripts/build/app-icons.ts); '' for the placeholder. */
  logo: string;
  whatsappNumber: string;
  /** E.164 form (+91…). */
  phones: readonly [string, string];
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  social: { instagram: string; facebook: string; youtube: string; linkedin: string };
  filmUrl: string;
  mapsUrl: string;
  /** The school's WhatsApp Channel; '' until it has one. */
  whatsappChannel: string;
}

export type Env = Record<string, string | boolean | undefined>;
type Check = (value: string) => string | null;

export const isHttpUrl: Check = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL such as https://example.org/path';
  }
};
export const isOrigin: Check = (value) =>
  isHttpUrl(value) ??
  (new URL(value).origin === value.replace(/\/$/, '') ? null : 'must be an origin only (scheme and host)');
/**
 * Checks by a pattern, with the words the school's office reads: the editor applies the same pattern to a field
 * as it is typed (scripts/build/admin/editor-fields.ts), the build the check made of it.
 */
export interface Pattern {
  pattern: RegExp;
  message: string;
}
export const patterns = {
  indianPhone: { pattern: /^\+91 ?[6-9]\d{4} ?\d{5}$/, message: 'must be an Indian number such as +91 98765 43210' },
  whatsapp: { pattern: /^91[6-9]\d{9}$/, message: 'must be digits only with country code, such as 919876543210' },
  email: {
    pattern: /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i,
    message: 'must be an e-mail address such as office@school.in',
  },
  pin: { pattern: /^\d{6}$/, message: 'must be a six-digit PIN' },
  /** Any name at all (a field that may also be left empty). */
  name: { pattern: /\S/u, message: 'must be a name' },
  shortName: {
    pattern: /^\S.{0,15}$/u,
    message: 'must be the short form of the name, 16 letters or fewer, such as a phone shows under its icon',
  },
  whatsappChannel: {
    pattern: /^https:\/\/(www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]{10,}$/,
    message:
      "must be the Channel's address, such as https://whatsapp.com/channel/0029VaExample (from the Channel's Share link)",
  },
} satisfies Record<string, Pattern>;
const byPattern =
  ({ pattern, message }: Pattern): Check =>
  (value) =>
    pattern.test(value.trim()) ? null : message;
export const isIndianPhone = byPattern(patterns.indianPhone);
export const isWhatsapp = byPattern(patterns.whatsapp);
export const isEmail = byPattern(patterns.email);
export const isPin = byPattern(patterns.pin);
export const isShortName = byPattern(patterns.shortName);
export const isWhatsappChannel: Check = (value) => (value.trim() ? byPattern(patterns.whatsappChannel)(value) : null);
export const notEmpty: Check = (value) => (value.trim() ? null : 'must not be empty');
const isKey: Check = (value) =>
  /^[a-z0-9-]{1,40}$/.test(value) ? null : 'must be lowercase letters, digits or dashes';
const isApiBase: Check = (value) => (value === '' ? null : isHttpUrl(value));
const isResizer: Check = (value) => (value === 'none' ? null : checkResizerTemplate(value));
const isRelay: Check = (value) => (value === '' ? null : isOrigin(value));
/** A VAPID public key: an uncompressed P-256 point, 65 bytes, in base64url (`npm run vapid-keys` makes one). */
const isVapidKey: Check = (value) =>
  value === '' || /^B[A-Za-z0-9_-]{86}$/.test(value) ? null : 'must be the public key `npm run vapid-keys` printed';
const isOriginList: Check = (value) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((origin) => isOrigin(origin) && `has "${origin}", which ${isOrigin(origin)}`)
    .find(Boolean) || null;

export interface Field<T> {
  env: string;
  /** The value when the variable is not set: from the contact file, or the deployment's placeholder. */
  fallback: (contact: T) => string;
  check?: Check;
}

/** The deployment's settings: placeholders a deployment replaces (docs/content.md, "Configuration"). */
export const deploymentFields = {
  origin: { env: 'SITE_ORIGIN', fallback: () => 'https://school.example', check: isOrigin },
  gallerySiteKey: { env: 'SITE_GALLERY_KEY', fallback: () => 'edmount', check: isKey },
  galleryApiBase: { env: 'SITE_GALLERY_API', fallback: () => '', check: isApiBase },
  galleryImageHosts: { env: 'SITE_GALLERY_IMAGE_HOSTS', fallback: () => '', check: isOriginList },
  galleryImageResizer: { env: 'SITE_GALLERY_IMAGE_RESIZER', fallback: () => '', check: isResizer },
  pushRelay: { env: 'SITE_PUSH_RELAY', fallback: () => '', check: isRelay },
  pushPublicKey: { env: 'SITE_PUSH_PUBLIC_KEY', fallback: () => '', check: isVapidKey },
} satisfies Record<string, Field<unknown>>;

export function read<T>(env: Env, field: Field<T>, contact: T): string {
  const raw = env[field.env];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : field.fallback(contact);
}

/** Problems with these SITE_* variables where they are set, one line each, naming the variable. */
export function settingProblems(env: Env, fields: readonly Field<never>[]): string[] {
  return fields.flatMap((field) => {
    const raw = env[field.env];
    if (typeof raw !== 'string' || raw.trim() === '') return [];
    const problem = field.check?.(raw.trim());
    return problem ? [`${field.env}=${JSON.stringify(raw.trim())} ${problem}`] : [];
  });
}

/** Problems with the deployment's SITE_* variables that are set. Empty when all is well. */
export function checkDeployment(env: Env): string[] {
  const problems = settingProblems(env, Object.values(deploymentFields) as Field<never>[]);
  const { pushRelay, pushPublicKey } = parseDeployment(env);
  if (Boolean(pushRelay) !== Boolean(pushPublicKey))
    problems.push('SITE_PUSH_RELAY and SITE_PUSH_PUBLIC_KEY go together: set both for notices on phones, or neither');
  return problems;
}

/** The resizer the sample gallery API runs beside it (scripts/sample-api/server.ts): an example of a school's own. */
export const EMBEDDED_RESIZER = '/_ipx/w_{width},f_{format}/{url}';

export function parseDeployment(env: Env): Deployment {
  const v = (name: keyof typeof deploymentFields) => read(env, deploymentFields[name] as Field<unknown>, undefined);
  return {
    origin: v('origin').replace(/\/$/, ''),
    gallerySiteKey: v('gallerySiteKey'),
    galleryApiBase: v('galleryApiBase').replace(/\/$/, ''),
    galleryImageHosts: v('galleryImageHosts')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    // The galleries kept in the editor come in every size the build writes; a school's own API's photos come
    // through the resizer it names, or as they are.
    galleryImageResizer: v('galleryApiBase')
      ? v('galleryImageResizer') === 'none'
        ? ''
        : v('galleryImageResizer')
      : STATIC_GALLERY_PHOTOS,
    pushRelay: v('pushRelay').replace(/\/$/, ''),
    pushPublicKey: v('pushPublicKey'),
  };
}
