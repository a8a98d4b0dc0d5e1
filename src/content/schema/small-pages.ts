/** The Core Team and Work With Us pages (src/content/<language>/core-team.yaml, work-with-us.yaml). */
import * as v from 'valibot';
import { image, optionalWords, paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page } from './page.ts';

const member = (position: string) =>
  group(position, `The ${position}: name, position and portrait (the portrait's photo is in Photos).`, {
    name: optionalWords(
      'Name',
      "The person's name, as the school writes it. Leave empty until the school confirms it: the card then shows the position only.",
    ),
    position: words('Position', 'The position, under the name.'),
    image: image('Portrait', 'The portrait on the card.'),
  });

export const coreTeamSchema = page('coreTeam', 'The people who lead the school, one card each.', {
  eyebrow: words('Small heading', 'The small line above the heading.'),
  heading: words('Heading', "The page's main heading."),
  text: paragraph('Introduction', 'The sentence under the heading.'),
  members: group('Team', 'The three members of the core team.', {
    director: member('Director'),
    principal: member('Higher Secondary Principal'),
    coordinator: member('Residential Program Coordinator'),
  }),
});

export const workWithUsSchema = page('workWithUs', 'The invitation to teachers, with the button to send a CV.', {
  heading: words('Heading', 'The heading, typed out letter by letter on computers.'),
  text: paragraph('Invitation', 'The invitation under the heading.'),
  sendCv: words('Button', 'The button that opens an e-mail to the school.'),
  cvSubject: words('E-mail subject', 'The subject of that e-mail.'),
  cvHint: words('Hint', "The line under the button; {email} is the school's e-mail address."),
  image: image('Photo', 'The photo beside the invitation.'),
});

export type CoreTeamContent = v.InferOutput<typeof coreTeamSchema>;
export type WorkWithUsContent = v.InferOutput<typeof workWithUsSchema>;
