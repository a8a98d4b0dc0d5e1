/** The About page (src/content/<language>/about.yaml). */
import * as v from 'valibot';
import { image, paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';
import { page } from './page.ts';

export const aboutSchema = page('about', 'Every word of the About page, and which photo fills each place.', {
  intro: group('Top of the page', "The page's heading and first sentence.", {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The page's main heading."),
    text: paragraph('Introduction', 'The sentence under the heading.'),
  }),
  mission: group('Mission and values', 'Four aims of the school, each with a title and a sentence.', {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The section's heading."),
    aims: list(
      'Aims',
      'The four aims.',
      group('Aim', 'One aim.', {
        title: words('Title', 'The aim in a few words.'),
        text: paragraph('Sentence', 'The aim in a sentence.'),
      }),
      { length: 4, summary: '{{fields.title}}' },
    ),
  }),
  location: group(
    'Location',
    'Where the campus is, with a photo and a link to the map (the map address is in Contact details and links).',
    {
      eyebrow: words('Small heading', 'The small line above the heading.'),
      heading: words('Heading', "The section's heading."),
      text: paragraph('Text', 'A sentence on where the campus is.'),
      facts: list(
        'Distances',
        'Short facts shown large, such as "13 km from the international airport".',
        group('Fact', 'One fact: the figure and what it means.', {
          value: words('Figure', 'The figure, such as "13 km".', { anyLanguage: true }),
          label: words('Meaning', 'What the figure is, such as "from the international airport".'),
        }),
        { min: 1, max: 4, summary: '{{fields.value}} {{fields.label}}' },
      ),
      mapLink: words('Map link', 'The words of the button that opens the map.'),
      image: image('Photo', 'The photo beside the text.'),
    },
  ),
  facilities: group('Campus and facilities', 'A sideways-scrolling row of six facilities, each with a photo.', {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The section's heading."),
    text: paragraph('Text', 'A sentence under the heading.'),
    previous: words('"Previous" button', 'Read by screen readers on the button that scrolls back.'),
    next: words('"Next" button', 'Read by screen readers on the button that scrolls on.'),
    listLabel: words('Name of the row', 'What screen readers call the row of facilities.'),
    progressLabel: words(
      'Name of the progress bar',
      'What screen readers call the bar that shows how far the row is scrolled.',
    ),
    items: list(
      'Facilities',
      'Six facilities, in this order.',
      group('Facility', 'One facility.', {
        image: image('Photo', "The facility's photo."),
        text: words('Name', 'The facility, in a few words.'),
      }),
      { length: 6, summary: '{{fields.text}}' },
    ),
  }),
  faqs: group('FAQs', 'Questions parents ask, each opening to its answer.', {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The section's heading."),
    items: list(
      'Questions',
      'The questions and answers, in this order.',
      group('Question', 'One question and its answer.', {
        question: words('Question', 'The question, as a parent would ask it.'),
        answer: paragraph('Answer', 'The answer.'),
      }),
      { min: 1, max: 20, summary: '{{fields.question}}' },
    ),
  }),
  team: group('Our team', "A photo, a few words on the school's people, and a link to the Core Team page.", {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The section's heading."),
    text: paragraph('Text', "A few sentences on the school's people."),
    image: image('Photo', 'The photo beside the text.'),
    link: words('Link', 'The words of the button to the Core Team page.'),
  }),
});

export type AboutContent = v.InferOutput<typeof aboutSchema>;
