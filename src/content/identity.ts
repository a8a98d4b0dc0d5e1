/**
 * The school's identity in the app: its contact details and links (src/content/contact.yaml, which the office
 * edits), each overridden by its SITE_* build setting, and the deployment's settings (src/content/contact.ts).
 * The build reads and checks them once (scripts/build/content/load.ts) and gives the app the result: the checks
 * would be 2 KB gzip of every page's first load, run again in every browser on values that cannot have changed.
 */
import settled from 'virtual:school-identity';
import type { Identity } from '../lib/identity.ts';

export type { Identity };

export const identity: Identity = settled;

/** The social profiles by their own (brand) names, the same in every language; phones show three of them. */
export const socialLinks = [
  { key: 'instagram', label: 'Instagram', href: identity.social.instagram, onPhone: true },
  { key: 'facebook', label: 'Facebook', href: identity.social.facebook, onPhone: true },
  { key: 'youtube', label: 'Youtube', href: identity.social.youtube, onPhone: false },
  { key: 'linkedin', label: 'Linkedin', href: identity.social.linkedin, onPhone: true },
] as const;
