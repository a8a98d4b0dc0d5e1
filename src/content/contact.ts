/**
 * Who the school is: its contact details and links, which its office keeps in the editor (src/content/contact.yaml),
 * each overridden at build time by the SITE_* variable named beside it (the variable wins over the file: docs/content.md,
 * "Configuration"), with the deployment's settings (src/lib/identity.ts). A malformed variable stops the build with
 * a message naming it; the file's fields are checked by its schema.
 */
import {
  isEmail,
  isHttpUrl,
  isIndianPhone,
  isPin,
  isShortName,
  isWhatsapp,
  isWhatsappChannel,
  notEmpty,
  parseDeployment,
  read,
  settingProblems,
  type Env,
  type Field,
  type Identity,
} from '../lib/identity.ts';
import type { ContactContent as Contact } from './schema/contact.ts';

/** The contact details: src/content/contact.yaml, each overridden by its variable. */
export const contactFields = {
  schoolName: { env: 'SITE_SCHOOL_NAME', fallback: (c) => c.schoolName, check: notEmpty },
  shortName: { env: 'SITE_SCHOOL_SHORT_NAME', fallback: (c) => c.shortName, check: isShortName },
  schoolNameMl: { env: 'SITE_SCHOOL_NAME_ML', fallback: (c) => c.schoolNameMalayalam, check: notEmpty },
  shortNameMl: { env: 'SITE_SCHOOL_SHORT_NAME_ML', fallback: (c) => c.shortNameMalayalam, check: isShortName },
  whatsappNumber: { env: 'SITE_WHATSAPP_NUMBER', fallback: (c) => c.whatsapp, check: isWhatsapp },
  phone1: { env: 'SITE_PHONE_1', fallback: (c) => c.phones[0] ?? '', check: isIndianPhone },
  phone2: { env: 'SITE_PHONE_2', fallback: (c) => c.phones[1] ?? '', check: isIndianPhone },
  email: { env: 'SITE_EMAIL', fallback: (c) => c.email, check: isEmail },
  street: { env: 'SITE_ADDRESS_STREET', fallback: (c) => c.address.street, check: notEmpty },
  locality: { env: 'SITE_ADDRESS_LOCALITY', fallback: (c) => c.address.locality, check: notEmpty },
  region: { env: 'SITE_ADDRESS_REGION', fallback: (c) => c.address.region, check: notEmpty },
  postalCode: { env: 'SITE_ADDRESS_PIN', fallback: (c) => c.address.pin, check: isPin },
  instagram: { env: 'SITE_INSTAGRAM_URL', fallback: (c) => c.social.instagram, check: isHttpUrl },
  facebook: { env: 'SITE_FACEBOOK_URL', fallback: (c) => c.social.facebook, check: isHttpUrl },
  youtube: { env: 'SITE_YOUTUBE_URL', fallback: (c) => c.social.youtube, check: isHttpUrl },
  linkedin: { env: 'SITE_LINKEDIN_URL', fallback: (c) => c.social.linkedin, check: isHttpUrl },
  filmUrl: { env: 'SITE_FILM_URL', fallback: (c) => c.film, check: isHttpUrl },
  mapsUrl: { env: 'SITE_MAPS_URL', fallback: (c) => c.map, check: isHttpUrl },
  whatsappChannel: { env: 'SITE_WHATSAPP_CHANNEL_URL', fallback: (c) => c.whatsappChannel, check: isWhatsappChannel },
} satisfies Record<string, Field<Contact>>;

export function parseIdentity(env: Env, contact: Contact): Identity {
  const v = (name: keyof typeof contactFields) => read(env, contactFields[name] as Field<Contact>, contact);
  return {
    ...parseDeployment(env),
    schoolName: v('schoolName'),
    // The mark's address comes from the logo's file, which the build reads (scripts/build/content/load.ts).
    logo: '',
    names: {
      en: { full: v('schoolName'), short: v('shortName') },
      // Until the school gives its Malayalam names, its Malayalam pages use the English ones.
      ml: { full: v('schoolNameMl') || v('schoolName'), short: v('shortNameMl') || v('shortName') },
    },
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
    whatsappChannel: v('whatsappChannel'),
  };
}

/** Problems with the contact details' SITE_* variables that are set. Empty when all is well. */
export const checkContactSettings = (env: Env): string[] =>
  settingProblems(env, Object.values(contactFields) as Field<never>[]);
