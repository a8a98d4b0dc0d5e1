/**
 * The school's identity in the app: its contact details and links (src/content/contact.yaml, which the office
 * edits), each overridden by its SITE_* build setting, and the deployment's settings (src/content/contact.ts).
 */
import type { Env, Identity } from '../lib/identity.ts';
import { parseIdentity } from './contact.ts';
import contact from './contact.yaml';
import type { ContactContent } from './schema/site.ts';

export type { Identity };

// In the browser bundle Vite replaces import.meta.env with the SITE_* values.
export const identity: Identity = parseIdentity((import.meta.env as Env | undefined) ?? {}, contact as ContactContent);

/** The social profiles by their own (brand) names, the same in every language; phones show three of them. */
export const socialLinks = [
  { key: 'instagram', label: 'Instagram', href: identity.social.instagram, onPhone: true },
  { key: 'facebook', label: 'Facebook', href: identity.social.facebook, onPhone: true },
  { key: 'youtube', label: 'Youtube', href: identity.social.youtube, onPhone: false },
  { key: 'linkedin', label: 'Linkedin', href: identity.social.linkedin, onPhone: true },
] as const;
