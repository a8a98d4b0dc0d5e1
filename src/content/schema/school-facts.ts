/**
 * The pages parents ask for first (src/content/<language>/residential-life.yaml, wellbeing.yaml,
 * privacy.yaml): the places for the school's own facts, shown once the school fills them in.
 */
import * as v from 'valibot';
import { patterns } from '../../lib/identity.ts';
import { DOCUMENT_FILES } from './documents.ts';
import { checkedText, optionalChecked, optionalWords, paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';
import { file } from './uploads.ts';
import { page, pageTop } from './page.ts';

const phone = optionalChecked('phone', patterns.indianPhone);
const email = optionalChecked('email', patterns.email);
const text = (label: string, hint: string) => optionalWords(label, hint, { multiline: true });
const intro = (page: string) => pageTop(`The ${page} page's heading and first sentence.`);

export const residentialLifeSchema = page(
  'residentialLife',
  "Life in the hostel: the day, the food, visits and calls, what to bring, medical care. The page is built once any part has the school's own words; a part left empty is not shown.",
  {
    intro: intro('residential life'),
    timetable: group('The day', 'The daily timetable, as rows of a time and what happens.', {
      heading: words('Heading', 'The heading over the timetable.'),
      timeLabel: words('"Time" column', 'The heading of the times.'),
      activityLabel: words('"What happens" column', 'The heading of the activities.'),
      rows: list(
        'Rows',
        'The day from rising to lights out, in order.',
        group('Row', 'One time of the day.', {
          time: words('Time', 'Such as "5:30 am".', { anyLanguage: true }),
          activity: words('What happens', 'Such as "Morning prayer".'),
        }),
        { min: 0, max: 40, summary: '{{fields.time}} {{fields.activity}}' },
      ),
    }),
    menu: group('The weekly menu', 'What the boys eat on each day of the week.', {
      heading: words('Heading', 'The heading over the menu.'),
      dayLabel: words('"Day" column', 'The heading of the days.'),
      breakfastLabel: words('"Breakfast" column', 'The heading of breakfast.'),
      lunchLabel: words('"Lunch" column', 'The heading of lunch.'),
      dinnerLabel: words('"Dinner" column', 'The heading of dinner.'),
      days: list(
        'Days',
        'The days of the week, each with its meals.',
        group('Day', 'One day.', {
          day: words('Day', 'Such as "Monday".'),
          breakfast: optionalWords('Breakfast', 'Breakfast that day.'),
          lunch: optionalWords('Lunch', 'Lunch that day.'),
          dinner: optionalWords('Dinner', 'Dinner that day.'),
        }),
        { min: 0, max: 7, summary: '{{fields.day}}' },
      ),
    }),
    visits: group('Visits and home leave', 'When families may visit, and when the boys go home.', {
      heading: words('Heading', 'The heading.'),
      text: text('Text', 'The visiting days and hours, and the home-leave days.'),
    }),
    calls: group('Phone calls', 'When the boys may call home, and how families reach them.', {
      heading: words('Heading', 'The heading.'),
      text: text('Text', 'The times for phone calls.'),
    }),
    bring: group('What to bring', 'The checklist of what a boy brings to the hostel.', {
      heading: words('Heading', 'The heading.'),
      items: list('Things', 'One thing each.', words('Thing', 'One thing to bring.'), { min: 0, max: 40 }),
    }),
    medical: group('Medical care', 'The nurse or doctor, the sick room, the nearest hospital.', {
      heading: words('Heading', 'The heading.'),
      text: text('Text', 'How the boys are cared for when unwell.'),
    }),
    warden: group('The warden', 'Who looks after the boys in the hostel, and how to reach him.', {
      heading: words('Heading', 'The heading.'),
      name: optionalWords('Name', "The warden's name."),
      phone: phone('Phone', "The warden's phone number, such as +91 98765 43210."),
      text: text('Note', 'When to call, or anything else parents should know.'),
    }),
  },
);

export const wellbeingSchema = page(
  'wellbeing',
  "The counsellor, the school's mental-health and anti-bullying policy, whom to tell of a grievance, and the national helplines (shipped filled in). Linked from every page's footer.",
  {
    intro: intro('wellbeing'),
    counsellor: group('The counsellor', 'Who the boys and parents can talk to, and how.', {
      heading: words('Heading', 'The heading.'),
      name: optionalWords('Name', "The counsellor's name."),
      phone: phone('Phone', "The counsellor's phone number."),
      email: email('E-mail', "The counsellor's e-mail address."),
      text: text('How to reach', 'When and where to find the counsellor, and that talking is confidential.'),
    }),
    policy: group(
      'Mental-health and anti-bullying policy',
      "The school's own policy (the Supreme Court asks schools to publish it): in its words, or as a PDF, or both.",
      {
        heading: words('Heading', 'The heading.'),
        text: text('Policy', "The school's policy. Leave empty until the school has written it."),
        document: file(
          'Policy as a PDF',
          'The policy as a PDF (the same one as in Documents, if it is there). Leave empty for none.',
          DOCUMENT_FILES,
          ['pdf'],
        ),
        documentLink: words('PDF link', 'The words of the link to the PDF, such as "Read the policy".'),
      },
    ),
    grievance: group('Grievances', 'Whom to tell of a complaint, and how it is handled.', {
      heading: words('Heading', 'The heading.'),
      name: optionalWords('Name', 'The person who hears grievances.'),
      phone: phone('Phone', 'Their phone number.'),
      email: email('E-mail', 'Their e-mail address.'),
      text: text('How it works', 'How a grievance is heard and answered.'),
    }),
    helplines: group('National helplines', 'Free helplines anyone can call, shown on the page as numbers to tap.', {
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', 'A sentence above the numbers.'),
      callLabel: words('"Call"', 'Read before each number by screen readers, such as "Call".'),
      lines: list(
        'Helplines',
        'Each helpline: its name, its number and what it is for.',
        group('Helpline', 'One helpline.', {
          name: words('Name', 'Such as "Tele-MANAS".', { anyLanguage: true }),
          number: checkedText('digits', { pattern: /^\d{3,12}$/, message: 'must be the number to dial, digits only' })(
            'Number',
            'The number to dial, digits only, such as 14416.',
          ),
          note: words('What for', 'Who it is for and when.'),
        }),
        { min: 1, max: 8, summary: '{{fields.name}}' },
      ),
    }),
  },
);

export const privacySchema = page(
  'privacy',
  'What the site keeps and where, in plain words. Linked from the enquiry form and every footer. Keep it true: a test checks each statement against what the site does.',
  {
    intro: intro('privacy'),
    sections: list(
      'Sections',
      'Each part of the notice: a heading and its text.',
      group('Section', 'One part.', {
        heading: words('Heading', "The part's heading."),
        text: paragraph('Text', 'What it says.'),
      }),
      { min: 1, max: 12, summary: '{{fields.heading}}' },
    ),
    contact: group('Whom to contact', 'Who answers questions about personal data (DPDP Rules 2025, Rule 9).', {
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', "Whom to write to; {email} is the school's e-mail address."),
      role: optionalWords(
        'Who answers',
        'The person who answers for parents\' and children\'s data, by their role, such as "The Principal". Leave empty until the school names one.',
      ),
      email: email('Their e-mail', "Their e-mail address. Leave empty to use the school's."),
    }),
  },
);

export type ResidentialLifeContent = v.InferOutput<typeof residentialLifeSchema>;
export type WellbeingContent = v.InferOutput<typeof wellbeingSchema>;
export type PrivacyContent = v.InferOutput<typeof privacySchema>;
