/**
 * What every page shares (src/content/<language>/site.yaml), the site's photos and their words
 * (src/content/<language>/photos.yaml), and the school's contact details (src/content/contact.yaml).
 */
import * as v from 'valibot';
import { classWords } from './classes.ts';
import { images, type ImageName } from '../images.ts';
import { searchAndSharing } from './page.ts';
import { choice, paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';

/** The brand logos in public/brand/. */
const logos = { edmount: 'EdMOUNT', 'edmount-one': 'EdMOUNT One', 'edmount-two': 'EdMOUNT Two' } as const;

export const siteSchema = group(
  'Every page',
  "The words every page shares: the header, the footer, messages. Each page's name in the menu and its words for search engines are on the page's own form.",
  {
    tagline: words('Tagline', 'A line describing the school.'),
    chatGreeting: words(
      '"Get Connected" message',
      'The message the WhatsApp chat opens with, from the "Get Connected" button.',
    ),
    header: group('Header', 'The bar at the top of every page.', {
      skipLink: words('Skip link', 'The first link on the page, for keyboard users: it skips to the content.'),
      homeLabel: words('Logo', 'Read by screen readers on the logo, which leads home.'),
      menu: words('Menu button', "Read by screen readers on the phone menu's button."),
      navLabel: words('Name of the menu', 'What screen readers call the menu.'),
      getConnected: words('"Get Connected" button', 'The button that opens a WhatsApp chat.'),
      getConnectedHint: words('"Get Connected" hint', 'Shown when a mouse rests on that button.'),
      otherLanguage: words(
        'Other language',
        'The link to the same page in the other language, written in that language.',
        { anyLanguage: true },
      ),
    }),
    footer: group('Footer', 'The bottom of every page.', {
      about: paragraph('About the school', 'A sentence under the logos.'),
      brandsLabel: words('Name of the logos', 'What screen readers call the row of logos.'),
      brands: list(
        'Logos',
        "The school's institutions, each with its logo.",
        group('Institution', 'One institution.', {
          name: words('Name', "The institution's name.", { anyLanguage: true }),
          logo: choice('Logo', "The institution's logo (the drawings in public/brand/).", logos),
        }),
        { min: 1, max: 4, summary: '{{fields.name}}' },
      ),
      quickLinks: words('"Quick Links"', 'The heading over the links to the pages.'),
      followUs: words('"Follow Us"', 'The heading over the social profiles.'),
      contactUs: words('"Contact Us"', 'The heading over the address, phones and e-mail.'),
      addressLabel: words('"Address"', 'Read by screen readers before the address.'),
      pin: words('"PIN"', 'Written before the PIN code.', { anyLanguage: true }),
      phoneLabel: words('"Phone"', 'Read by screen readers before each phone number.'),
      emailLabel: words('"E-mail"', 'Read by screen readers before the e-mail address.'),
      copyright: words('Copyright line', 'The last line of the page.'),
    }),
    notices: group(
      'Notices',
      'The words around the notices on every page: the home page, the notices page, each notice (the notices themselves are in Notices).',
      {
        heading: words('Heading', 'The heading of the notices page, and of the notices on the home page.'),
        all: words(
          '"All notices"',
          'The link to the notices page, under the latest notices on the home page, and back from a notice.',
        ),
        pinned: words('"Pinned"', 'Shown on a pinned notice.'),
        urgent: words('"Urgent"', 'Written before an urgent notice at the top of every page.'),
        close: words('Close button', 'Read by screen readers on the button that closes an urgent notice.'),
        until: words('"Shown until"', 'Under a notice with a last day; {date} is that day.', { tokens: ['date'] }),
        attachment: words('PDF', 'Written after the words of a PDF link.', { anyLanguage: true }),
      },
    ),
    newTab: words('"Opens in a new tab"', 'Read by screen readers after every link that opens a new tab.'),
    share: words(
      '"Share on WhatsApp"',
      'The link on each notice, date and document that passes it on in WhatsApp, with its title, day and address.',
    ),
    classes: classWords,
    search: group(
      'Search',
      "The search in the header of every page and on the search page (the page's own words are on its form).",
      {
        open: words('Search button', "Read by screen readers on the header's search button."),
        label: words('Field name', 'The name of the search field, such as "Search the site".'),
        placeholder: words('Hint in the field', 'Shown in the empty field, such as "Fees, uniform, holidays".'),
        submit: words('"Search" button', 'The button beside the field.'),
        loading: words('Loading', 'Shown while the search gets ready, the first time.'),
        found: words('Results', 'Said and shown over the results; {count} is how many.', { tokens: ['count'] }),
        none: words('Nothing found', 'Said and shown when nothing is found; {query} is what was typed.', {
          tokens: ['query'],
        }),
        failed: paragraph(
          'Search unavailable',
          'Shown when the search could not be loaded: most often, no signal yet.',
        ),
        kinds: group('Kinds', 'The name shown on each result, saying what it is.', {
          page: words('Page', 'A page of the site.'),
          notice: words('Notice', 'A notice to parents.'),
          date: words('Date', 'A date of the calendar.'),
          document: words('Document', 'A document.'),
          gallery: words('Gallery', 'A gallery of photos.'),
        }),
      },
    ),
    unsaved: group(
      'Page not saved',
      'Shown without a signal for a page this phone never opened (an old notice, a past year), instead of the page.',
      {
        heading: words('Heading', 'Such as "This page is not saved on this phone".'),
        text: paragraph('Text', 'Such as "It opens when you have a signal again."'),
        reload: words('Try again button', 'The button that asks for the page again.'),
      },
    ),
    notFound: group('Page not found', 'The page shown for an address the site does not have.', {
      title: words('Small heading', 'The line above the heading.'),
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', 'What may have happened, before the links to the main pages.'),
      homeLink: words('Home button', 'The button to the home page.'),
      meta: searchAndSharing(),
    }),
    error: group('Error page', 'The page shown if something on a page stops working.', {
      title: words('Small heading', 'The line above the heading.'),
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', 'What to do.'),
      reload: words('Reload button', 'The button that loads the page again.'),
      home: words('Home button', 'The button to the home page.'),
    }),
    pwa: group('App messages', 'The small messages about the app: offline, updates, installing.', {
      regionLabel: words('Name of the messages', 'What screen readers call the message area.'),
      offline: paragraph('Offline', 'Shown while the phone has no connection.'),
      offlineReady: paragraph('Ready offline', 'Shown once, when every page has been saved on the phone.'),
      updateAvailable: words('New version', 'Shown when a new version of the site is ready.'),
      reload: words('Reload button', 'The button that shows the new version.'),
      install: words('Install button', 'The button that installs the app.'),
      installText: paragraph('Install text', 'Beside the Install button.'),
      iosHint: paragraph(
        'iPhone hint',
        "How to install the app on an iPhone. Keep the iPhone's own words, Share and Add to Home Screen.",
        {},
      ),
      dismiss: words('Close button', 'Read by screen readers on the button that closes a message.'),
      pushOffer: paragraph(
        'Notices on the phone',
        'Offered once in the installed app, where the school has set up notices on phones: what they are.',
      ),
      pushOn: words('Notices button', 'The button that turns notices on, such as "Notify me".'),
      pushFull: paragraph(
        'No more phones today',
        'Wherever notices are turned on, when the relay has taken as many new phones as it takes in a day (NEW_PER_DAY): try again tomorrow.',
      ),
      pushBusy: paragraph(
        'Too many at once',
        'Wherever notices are turned on, when too many phones asked at the same moment: try again in a minute.',
      ),
      pushConfirmTitle: words(
        'Notices-on notification',
        'The notification a phone gets when notices are turned on, such as "Notices are on for this phone".',
      ),
      pushConfirmText: words(
        'Notices-on notification text',
        'The line under it, such as "Urgent notices from {school} will come here." Tapping it opens the notices page.',
      ),
    }),
  },
);

/** A photo uploaded in the editor: a file in media/photos/ (empty: the drawn placeholder). */
export const PHOTO_FOLDER = 'media/photos';
const photoPath = v.pipe(
  v.string('should be the address of a photo'),
  v.trim(),
  v.check(
    (path) => path === '' || /^\/?media\/photos\/[^/]+\.(jpe?g|png|webp)$/i.test(path),
    `should be a photo in ${PHOTO_FOLDER}/ (JPEG, PNG or WebP), uploaded in the editor`,
  ),
  v.metadata({
    kind: 'photo' as const,
    mayBeEmpty: true,
    label: 'Photo',
    hint: 'The photo. A camera photo is made smaller before it is saved; the site then makes every size it needs. Leave empty for the drawn picture.',
    folder: PHOTO_FOLDER,
  }),
);

const slot = (name: ImageName) =>
  group(
    images[name].label,
    `${images[name].label}: the photo, and the words that describe it to someone who cannot see it.`,
    {
      photo: photoPath,
      alt: words(
        'Description',
        'What the photo shows, in one sentence, for people who cannot see it (and for search engines). Say what is in the photo; do not start with "Photo of".',
      ),
    },
  );

export const photosSchema = group(
  'Photos',
  'Every photo of the site and the words that describe it. A photo keeps its shape: the site crops it to its place.',
  Object.fromEntries((Object.keys(images) as ImageName[]).map((name) => [name, slot(name)])) as Record<
    ImageName,
    ReturnType<typeof slot>
  >,
);

export type SiteWords = v.InferOutput<typeof siteSchema>;
export type PhotosContent = v.InferOutput<typeof photosSchema>;
export type BrandLogo = keyof typeof logos;
