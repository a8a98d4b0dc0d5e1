/** The Academic page (src/content/<language>/academic.yaml). */
import * as v from 'valibot';
import { choice, image, paragraph, words } from './fields.ts';
import { group, kind, list, oneOf } from './structure.ts';
import { page } from './page.ts';

/** The colours a card with words can have (src/pages/academic/academic-page.css). */
export const cardColours = {
  teal: 'Teal',
  copper: 'Copper',
  purple: 'Purple',
  green: 'Green',
  night: 'Night blue',
} as const;
const colour = choice('Colour', "The card's background colour.", cardColours);

export const academicSchema = page('academic', 'Every word of the Academic page, and which photo fills each place.', {
  cover: group('Top of the page', "The page's heading, first sentence and large photo.", {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The page's main heading."),
    text: paragraph('Introduction', 'The sentence under the heading.'),
    image: image('Photo', 'The large photo behind the heading.'),
  }),
  divisions: group('Academic divisions', "A carousel of cards: the school's divisions, and photos between them.", {
    heading: words('Heading', "The section's heading."),
    previous: words('"Previous" button', 'Read by screen readers on the button that goes back a card.'),
    next: words('"Next" button', 'Read by screen readers on the button that goes on a card.'),
    label: words('Name of the carousel', 'What screen readers call the carousel.'),
    admissionLink: words(
      'Link on each division',
      "The words of the link to the Admission page, on each division's card.",
    ),
    cards: list(
      'Cards',
      'The cards in this order: a division (words on a colour) or a photo with a caption.',
      oneOf([
        kind('content', 'Division', 'A division of the school, in words on a colour.', {
          title: words('Name', "The division's name.", { anyLanguage: true }),
          subtitle: words('Level', 'Such as "High School".'),
          content: paragraph('Text', 'What the division offers.'),
          colour,
        }),
        kind('image', 'Photo', 'A photo with a short caption.', {
          image: image('Photo', "The card's photo."),
          caption: words('Caption', 'A few words over the photo.'),
        }),
      ]),
      { min: 2, max: 8, distinct: 'content' },
    ),
  }),
  addOns: group('Add-ons', 'A row of cards: the add-on programmes, each with a "Find Out More" chat button.', {
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The section's heading."),
    previous: words('"Previous" button', 'Read by screen readers on the button that scrolls back.'),
    next: words('"Next" button', 'Read by screen readers on the button that scrolls on.'),
    label: words('Name of the row', 'What screen readers call the row of add-ons.'),
    findOutMore: words(
      '"Find Out More" button',
      'The words of the button on each programme, which opens a WhatsApp chat.',
    ),
    findOutMoreNote: words(
      '"Find Out More", for screen readers',
      "Read after the button's words: {title} is the programme, {newTab} says it opens a new tab.",
      { tokens: ['title', 'newTab'] },
    ),
    chatMessage: words('Chat message', "The message the chat opens with; {title} is the programme's name.", {
      tokens: ['title'],
    }),
    cards: list(
      'Cards',
      'The cards in this order: a programme (words on a colour) or a photo with a title.',
      oneOf([
        kind('content', 'Programme', 'An add-on programme.', {
          title: words('Name', "The programme's name."),
          content: paragraph('Text', 'What it offers. Put ** around words to show them in bold, like **NEET**.'),
          colour,
        }),
        kind('image', 'Photo', 'A photo with a title.', {
          image: image('Photo', "The card's photo."),
          title: words('Title', 'The words over the photo.'),
        }),
      ]),
      { min: 1, max: 10, distinct: 'content' },
    ),
  }),
});

export type AcademicContent = v.InferOutput<typeof academicSchema>;
export type CardColour = keyof typeof cardColours;
