/** The home page (src/content/<language>/home.yaml). */
import * as v from 'valibot';
import { image, paragraph, optionalWords, words } from './fields.ts';
import { group, list } from './structure.ts';
import { page } from './page.ts';

const topic = (label: string) =>
  group(label, 'One of the two entries of "#ThingsToKnow": its title, and its text in paragraphs.', {
    title: words('Title', 'The name of the entry, on its button and above its text.'),
    paragraphs: list('Paragraphs', 'The text, a paragraph each.', paragraph('Paragraph', 'One paragraph.'), {
      min: 1,
      max: 4,
    }),
  });

export const homeSchema = page('home', 'Every word of the home page, and which photo fills each place.', {
  pageTitle: words(
    'Page heading (hidden)',
    'Read by screen readers and search engines as the page heading; not shown on screen.',
  ),
  hero: group('Slideshow', 'The six large slides at the top of the home page.', {
    label: words('Slideshow name', 'What screen readers call the slideshow.'),
    slides: list(
      'Slides',
      'Six slides, shown in this order and changing every five seconds.',
      group('Slide', 'One slide: its big line of text, an optional smaller line, and its two photos.', {
        headline: words('Headline', 'The big line of text on the slide.'),
        subtitle: optionalWords(
          'Second line',
          'An optional smaller line under the headline (for example "With NEET/JEE"). Leave empty for none.',
        ),
        image: image(
          'Photo on wide screens',
          'The photo behind the slide on computers and large tablets (a wide photo).',
        ),
        phoneImage: image('Photo on phones', 'The photo behind the slide on phones (a tall photo of the same scene).'),
      }),
      { length: 6, summary: '{{fields.headline}}' },
    ),
    previous: words('"Previous" button', 'Read by screen readers on the button that goes back one slide.'),
    next: words('"Next" button', 'Read by screen readers on the button that goes on one slide.'),
    pause: words('"Pause" button', 'Read by screen readers on the button that stops the slideshow.'),
    play: words('"Play" button', 'Read by screen readers on the button that starts it again.'),
    goTo: words('Dot buttons', "Read by screen readers on each dot; {n} is the slide's number.", { tokens: ['n'] }),
    slideLabel: words(
      'Slide position',
      'Read by screen readers for each slide; {n} is its number and {count} how many there are.',
      { tokens: ['n', 'count'] },
    ),
  }),
  banner: group('Banner', 'The heading and three statements under the slideshow, with a large photo.', {
    heading: words('Heading', "The banner's heading."),
    statements: list(
      'Statements',
      'Three short statements, numbered 01 to 03.',
      paragraph('Statement', 'One statement.'),
      { length: 3 },
    ),
    photo: image('Photo', 'The large photo under the statements.'),
    photoCaption: words('Photo caption', 'The words written over the bottom of the photo.'),
  }),
  thingsToKnow: group('#ThingsToKnow', 'Two entries a parent can switch between, with a quote and pictures.', {
    eyebrow: words('Small heading', 'The small line above the heading (the hashtag).', { anyLanguage: true }),
    heading: words('Heading', "The section's heading."),
    tabsLabel: words('Name of the entries', 'What screen readers call the two entries.'),
    topics: group('Entries', 'The two entries.', {
      whatAndWhy: topic('First entry ("What & Why")'),
      whyChoose: topic('Second entry ("Why Choose")'),
    }),
    student: image('Student picture', 'The drawing of a student beside the entries.'),
    plant: image('Plant picture', 'The picture of a young plant beside the quote.'),
    quote: paragraph('Quote', 'The quote under the pictures.'),
    groupPhoto: image('Group photo', 'The wide photo at the end of the section.'),
  }),
  idealCampus: group('Campus picture', 'The full-width picture of the campus.', {
    image: image('Photo', 'The full-width photo.'),
    caption: words('Description', 'A short description of the picture.'),
  }),
  principal: group("Principal's message", "The Principal's message: portrait, heading, paragraphs and signature.", {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The message's heading."),
    portrait: image('Portrait', "The Principal's portrait."),
    paragraphs: list('Paragraphs', 'The message, a paragraph each.', paragraph('Paragraph', 'One paragraph.'), {
      min: 1,
      max: 6,
    }),
    signature: words('Signature', 'Who signs the message (for example "Principal").'),
  }),
  comingUp: group('Coming up', 'The next three dates of the calendar, under the latest notices (none: not shown).', {
    heading: words('Heading', 'The heading over the dates.'),
    all: words('Link', 'The link to the calendar page.'),
  }),
});

export type HomeContent = v.InferOutput<typeof homeSchema>;
