/**
 * The school's contact details and names (src/content/contact.yaml, one file for both languages), as the office
 * edits them; each also a SITE_* build setting (src/content/contact.ts).
 */
import type * as v from 'valibot';
import { isHttpUrl, notEmpty, patterns } from '../../lib/identity.ts';
import { checkedText, optionalChecked } from './fields.ts';
import { group, list } from './structure.ts';
import { logo } from './uploads.ts';

/** Where the school's logo is kept, as the editor uploads it. */
export const LOGO_FOLDER = 'media/brand';

const contactText = checkedText('words', notEmpty);
const url = checkedText('url', isHttpUrl);
export const contactSchema = group(
  'Contact details and links',
  "The school's name, phones, e-mail, address and links: the same in both languages. Until the school enters its own, these are placeholders. A deployer's SITE_* build setting, where one is set, wins over what is written here (docs/content.md, Configuration).",
  {
    schoolName: contactText(
      'School name',
      "The school's full name in English, as it appears in the header where there is room, in titles and in texts (written {school} in texts).",
    ),
    shortName: checkedText('words', patterns.shortName)(
      'Short name',
      "The short form of the school's name, 16 letters or fewer: the header shows it where the full name does not fit (on phones), and a phone shows it under the installed app's icon.",
    ),
    schoolNameMalayalam: optionalChecked('words', patterns.name)(
      'School name in Malayalam',
      "The school's official name in Malayalam, for the Malayalam pages. Leave empty to use the English name there.",
    ),
    shortNameMalayalam: optionalChecked('words', patterns.shortName)(
      'Short name in Malayalam',
      'The short form of the Malayalam name, 16 letters or fewer. Leave empty to use the English short name.',
    ),
    logo: logo(
      'Logo',
      "The school's logo or badge, drawn square: an SVG drawing, or a PNG of at least 512 by 512 pixels. The site draws from it the mark beside the name in the header and the footer, and the app's icon on phones. Leave empty for the placeholder drawing.",
      LOGO_FOLDER,
    ),
    whatsapp: checkedText('digits', patterns.whatsapp)(
      'WhatsApp number',
      "The school's WhatsApp business number: digits only, with 91 in front, such as 919876543210.",
    ),
    phones: list(
      'Phone numbers',
      'Two phone numbers, shown in the footer, such as +91 98765 43210.',
      checkedText('phone', patterns.indianPhone)('Phone', 'One phone number.'),
      { length: 2 },
    ),
    email: checkedText('email', patterns.email)(
      'E-mail',
      "The school's e-mail address: for contact, CVs and enquiries.",
    ),
    address: group('Address', 'The postal address, shown in the footer.', {
      street: contactText('Street', 'The first line of the address.'),
      locality: contactText('Place', 'The place or locality.'),
      region: contactText('State', 'The state, such as Kerala.'),
      pin: checkedText('digits', patterns.pin)('PIN', 'The six-digit PIN code.'),
    }),
    social: group('Social profiles', "The school's pages, linked from the footer.", {
      instagram: url('Instagram', 'The address of the Instagram profile.'),
      facebook: url('Facebook', 'The address of the Facebook page.'),
      youtube: url('YouTube', 'The address of the YouTube channel.'),
      linkedin: url('LinkedIn', 'The address of the LinkedIn page.'),
    }),
    film: url('Film', 'The address of the film, from "Watch Film" on the Admission page.'),
    map: url('Map', 'The address of the map, from "View on map" on the About page.'),
    whatsappChannel: optionalChecked('url', patterns.whatsappChannel)(
      'WhatsApp Channel',
      "The address of the school's WhatsApp Channel, from the Channel's Share link, such as https://whatsapp.com/channel/0029Va... The notices page links it once it is here. Leave empty until the school has one.",
    ),
  },
);

export type ContactContent = v.InferOutput<typeof contactSchema>;
