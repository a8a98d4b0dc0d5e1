/**
 * A notice to parents (src/content/<language>/notices/<name>.yaml, one file per language): dated, optionally
 * pinned to the top, optionally shown only until a date, with a link or a PDF; an urgent one at the top of every
 * page, and on the phones of parents who asked.
 */
import * as v from 'valibot';
import { date, link, moment, optionalWords, optionalYesNo, paragraph, words, yesNo } from './fields.ts';
import { audienceFields } from './audience.ts';
import { group } from './structure.ts';
import { file } from './uploads.ts';
import { page } from './page.ts';

export const NOTICE_FILES = 'media/notices';

const fields = group(
  'Notice',
  'A notice to parents: on the home page (the latest three), at /notices, and in the notices feed.',
  {
    title: words('Title', 'The notice in a few words, such as "Admissions for 2027–28 open on 2 January".'),
    date: date('Date', 'The day of the notice. The newest notices come first.'),
    text: paragraph('Text', 'The notice itself, in a few sentences.'),
    ...audienceFields,
    appearAt: moment(
      'Appears at',
      'The day and time (at the school) the notice is published, such as "Results at 10 am": until then it is on no page, in no feed or search, and on no phone. Leave empty to publish it at once.',
    ),
    pinned: yesNo('Pinned', 'Keep this notice first on the home page and at /notices, above newer ones.'),
    urgent: optionalYesNo(
      'Urgent',
      'A rain holiday, a changed exam date: shown at the top of every page until its Show until day, and sent to the phones of parents who asked. Needs a Show until day.',
    ),
    sendToPhones: optionalYesNo(
      'Send to phones',
      'Send this notice once to the phones of parents who asked for notices (an urgent notice is sent anyway).',
    ),
    showUntil: date(
      'Show until',
      'The last day the notice is shown on the home page and in the list (its page stays). Leave empty to show it until it is replaced.',
      { optional: true },
    ),
    link: link('Link', 'A page to read more, such as https://school.in/admission or /admission. Leave empty for none.'),
    linkText: optionalWords(
      'Link words',
      'The words of the link or the PDF, such as "Read more" or "Download the timetable". Needed when there is a link or a PDF.',
    ),
    attachment: file(
      'PDF',
      'A PDF to download with the notice (a timetable, a form). Leave empty for none.',
      NOTICE_FILES,
      ['pdf'],
    ),
  },
);

export const noticeSchema = v.pipe(
  fields,
  // An urgent notice is at the top of every page: it must end.
  v.forward(
    v.check(
      (notice) => !notice.urgent || notice.showUntil !== '',
      'is empty: an urgent notice needs the last day it is shown at the top of every page',
    ),
    ['showUntil'],
  ),
  // A link or a PDF needs words to click.
  v.forward(
    v.check(
      (notice) => !(notice.link || notice.attachment) || notice.linkText !== '',
      'is empty: write the words of the link or the PDF',
    ),
    ['linkText'],
  ),
);

export type Notice = v.InferOutput<typeof noticeSchema>;

/** The notices page's own words (src/content/<language>/notices.yaml); the notices are each a file of their own. */
export const noticesPageSchema = page(
  'notices',
  'The words of the notices page (the notices themselves are in Notices).',
  {
    intro: paragraph('Introduction', 'The sentence under the heading of the notices page.'),
    feed: words('Feed link', 'The link to the notices feed, for feed readers.'),
    empty: paragraph('No notices', 'Shown at /notices when there are none.'),
    past: paragraph('Past notice', 'On the page of a notice past its last day.'),
    archive: group(
      'Earlier notices',
      "Every notice the school has published, by school year, each year in pages of its own: linked under the notices page's list.",
      {
        heading: words('Heading', 'Such as "Earlier notices".'),
        text: paragraph('Text', 'Such as "Every notice the school has published, by school year."'),
        year: words("A year's heading", 'Such as "Notices of {year}": {year} is the school year, such as 2025-26.', {
          tokens: ['year'],
        }),
        page: words('Which page', 'Such as "Page {page} of {pages}".', { tokens: ['page', 'pages'] }),
        newer: words('Newer page', 'The link to the page of newer notices, such as "Newer notices".'),
        older: words('Older page', 'The link to the page of older notices, such as "Older notices".'),
      },
    ),
    channel: group(
      'WhatsApp Channel',
      "The link to the school's WhatsApp Channel, shown once its address is in Contact details and links.",
      {
        text: paragraph('Text', 'What parents get on the Channel.'),
        link: words('Link', 'The words of the link that opens the Channel.'),
      },
    ),
    push: group(
      'Notices on phones',
      "The choice to have urgent notices sent to a parent's phone, at the top of this page (shown once the school has set up its push relay).",
      {
        heading: words('Heading', 'Such as "On your phone".'),
        text: paragraph('Text', 'What a parent gets, and that nothing about them is kept.'),
        on: words('Turn-on button', 'Such as "Notify me on this phone".'),
        isOn: words('When it is on', 'Such as "Urgent notices come to this phone."'),
        off: words('Turn-off button', 'Such as "Stop notices on this phone".'),
        iphone: paragraph(
          'On an iPhone',
          'How an iPhone gets notices: first added to the Home Screen (iOS 16.4 or later).',
        ),
        denied: paragraph('Blocked', "When the browser's settings block notifications for the site."),
        unsupported: paragraph('Not possible', 'When this browser cannot receive notices.'),
        failed: paragraph('Did not work', 'When turning notices on or off did not work (no signal).'),
      },
    ),
  },
);
