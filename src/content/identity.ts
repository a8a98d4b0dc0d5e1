/**
 * Identity and contact details of the school: the one place they live.
 *
 * Every value has an obvious placeholder default (listed in the README) and can be overridden at build time
 * by the SITE_* environment variable named beside it. `checkIdentity` runs in vite.config.ts, so a malformed
 * value stops the build with a message naming the variable.
 */
import { checkResizerTemplate } from '../lib/gallery-images.ts';

export interface Identity {
  schoolName: string;
  gallerySiteKey: string;
  /** Digits only, with country code, as wa.me wants them. */
  whatsappNumber: string;
  /** E.164 form (+91…). */
  phones: readonly [string, string];
  email: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { instagram: string; facebook: string; youtube: string; linkedin: string };
  filmUrl: string;
  mapsUrl: string;
  /** Public origin of the deployed site, without a trailing slash. */
  origin: string;
  /** Base URL of the gallery API; empty means the site's own origin. */
  galleryApiBase: string;
  /** Origins the gallery's photos may come from, besides the site's own (for the Content-Security-Policy). */
  galleryImageHosts: string[];
  /**
   * URL template of the image resizer in front of the gallery's photos (src/lib/gallery-images.ts); empty:
   * originals as sent. With the embedded sample API (no SITE_GALLERY_API) it is the embedded IPX.
   */
  galleryImageResizer: string;
}

/** The resizer `npm start` and `npm run dev` run beside the sample gallery API (scripts/image-resizer.ts). */
export const EMBEDDED_RESIZER = '/_ipx/w_{width},f_{format}/{url}';

type Env = Record<string, string | boolean | undefined>;

interface Field {
  env: string;
  fallback: string;
  check?: (value: string) => string | null;
}

const isHttpUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL such as https://example.org/path';
  }
};
const isOrigin = (value: string): string | null =>
  isHttpUrl(value) ?? (new URL(value).origin === value.replace(/\/$/, '') ? null : 'must be an origin only (scheme and host)');
const isIndianPhone = (value: string): string | null =>
  /^\+91 ?[6-9]\d{4} ?\d{5}$/.test(value.trim()) ? null : 'must be an Indian number such as +91 98765 43210';
const isWhatsapp = (value: string): string | null =>
  /^91[6-9]\d{9}$/.test(value) ? null : 'must be digits only with country code, such as 919876543210';
const isEmail = (value: string): string | null =>
  /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(value) ? null : 'must be an e-mail address such as office@school.in';
const isPin = (value: string): string | null => (/^\d{6}$/.test(value) ? null : 'must be a six-digit PIN');
const isKey = (value: string): string | null =>
  /^[a-z0-9-]{1,40}$/.test(value) ? null : 'must be lowercase letters, digits or dashes';
const notEmpty = (value: string): string | null => (value.trim() ? null : 'must not be empty');
const isApiBase = (value: string): string | null => (value === '' ? null : isHttpUrl(value));
const isResizer = (value: string): string | null => (value === 'none' ? null : checkResizerTemplate(value));
const isOriginList = (value: string): string | null =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((origin) => isOrigin(origin) && `has "${origin}", which ${isOrigin(origin)}`)
    .find(Boolean) || null;

/** The placeholders are deliberately obvious: a deployment replaces them (README, "Configuration"). */
export const identityFields = {
  schoolName: { env: 'SITE_SCHOOL_NAME', fallback: 'EdMOUNT', check: notEmpty },
  gallerySiteKey: { env: 'SITE_GALLERY_KEY', fallback: 'edmount', check: isKey },
  whatsappNumber: { env: 'SITE_WHATSAPP_NUMBER', fallback: '919000000000', check: isWhatsapp },
  phone1: { env: 'SITE_PHONE_1', fallback: '+91 90000 00001', check: isIndianPhone },
  phone2: { env: 'SITE_PHONE_2', fallback: '+91 90000 00002', check: isIndianPhone },
  email: { env: 'SITE_EMAIL', fallback: 'office@school.example', check: isEmail },
  street: { env: 'SITE_ADDRESS_STREET', fallback: 'Campus address to be confirmed', check: notEmpty },
  locality: { env: 'SITE_ADDRESS_LOCALITY', fallback: 'Near the international airport', check: notEmpty },
  region: { env: 'SITE_ADDRESS_REGION', fallback: 'Kerala', check: notEmpty },
  postalCode: { env: 'SITE_ADDRESS_PIN', fallback: '676305', check: isPin },
  instagram: { env: 'SITE_INSTAGRAM_URL', fallback: 'https://www.instagram.com/school.example/', check: isHttpUrl },
  facebook: { env: 'SITE_FACEBOOK_URL', fallback: 'https://www.facebook.com/school.example/', check: isHttpUrl },
  youtube: { env: 'SITE_YOUTUBE_URL', fallback: 'https://www.youtube.com/@school.example', check: isHttpUrl },
  linkedin: { env: 'SITE_LINKEDIN_URL', fallback: 'https://www.linkedin.com/company/school-example/', check: isHttpUrl },
  filmUrl: { env: 'SITE_FILM_URL', fallback: 'https://www.youtube.com/@school.example/videos', check: isHttpUrl },
  mapsUrl: { env: 'SITE_MAPS_URL', fallback: 'https://www.openstreetmap.org/search?query=676305%20Kerala', check: isHttpUrl },
  origin: { env: 'SITE_ORIGIN', fallback: 'https://school.example', check: isOrigin },
  galleryApiBase: { env: 'SITE_GALLERY_API', fallback: '', check: isApiBase },
  galleryImageHosts: { env: 'SITE_GALLERY_IMAGE_HOSTS', fallback: '', check: isOriginList },
  galleryImageResizer: { env: 'SITE_GALLERY_IMAGE_RESIZER', fallback: '', check: isResizer },
} satisfies Record<string, Field>;

type FieldName = keyof typeof identityFields;

function read(env: Env, name: FieldName): string {
  const { env: key, fallback } = identityFields[name];
  const raw = env[key];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : fallback;
}

/** Problems with the configured values, one line each, naming the variable. Empty when all is well. */
export function checkIdentity(env: Env): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(identityFields) as FieldName[]) {
    const field: Field = identityFields[name];
    const problem = field.check?.(read(env, name));
    if (problem) problems.push(`${field.env}=${JSON.stringify(read(env, name))} ${problem}`);
  }
  return problems;
}

export function parseIdentity(env: Env): Identity {
  const v = (name: FieldName) => read(env, name);
  return {
    schoolName: v('schoolName'),
    gallerySiteKey: v('gallerySiteKey'),
    whatsappNumber: v('whatsappNumber'),
    phones: [v('phone1'), v('phone2')],
    email: v('email'),
    address: {
      street: v('street'),
      locality: v('locality'),
      region: v('region'),
      postalCode: v('postalCode'),
      country: 'India',
    },
    social: { instagram: v('instagram'), facebook: v('facebook'), youtube: v('youtube'), linkedin: v('linkedin') },
    filmUrl: v('filmUrl'),
    mapsUrl: v('mapsUrl'),
    origin: v('origin').replace(/\/$/, ''),
    galleryApiBase: v('galleryApiBase').replace(/\/$/, ''),
    galleryImageHosts: v('galleryImageHosts')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    // Unset: the embedded IPX in front of the embedded sample API; a real API gets originals unless told.
    galleryImageResizer: v('galleryImageResizer') === 'none' ? '' : v('galleryImageResizer') || (v('galleryApiBase') ? '' : EMBEDDED_RESIZER),
  };
}

// In the browser bundle Vite replaces import.meta.env with the SITE_* values; in Node (vite.config) it is absent.
export const identity: Identity = parseIdentity((import.meta.env as Env | undefined) ?? {});

/** The social profiles by their own (brand) names, the same in every language; phones show three of them. */
export const socialLinks = [
  { key: 'instagram', label: 'Instagram', href: identity.social.instagram, onPhone: true },
  { key: 'facebook', label: 'Facebook', href: identity.social.facebook, onPhone: true },
  { key: 'youtube', label: 'Youtube', href: identity.social.youtube, onPhone: false },
  { key: 'linkedin', label: 'Linkedin', href: identity.social.linkedin, onPhone: true },
] as const;
