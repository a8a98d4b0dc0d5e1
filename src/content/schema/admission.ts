/** The Admission page (src/content/<language>/admission.yaml), with the admission enquiry form's words. */
import * as v from 'valibot';
import { applySchema, feesSchema } from './apply.ts';
import { image, paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';
import { page } from './page.ts';

const stream = (name: string) =>
  group(`+1 ${name}`, `The ${name} stream: its name on the tabs and its seven subjects.`, {
    label: words('Name', `The stream's name on its tab, such as "+1 ${name}".`),
    subjects: list(
      'Subjects',
      'Seven subjects, each with a picture.',
      group('Subject', 'One subject.', {
        name: words('Name', "The subject's name."),
        image: image('Picture', "The subject's picture."),
      }),
      { length: 7, summary: '{{fields.name}}' },
    ),
  });

const problem = (label: string, hint: string, tokens?: string[]) => words(label, hint, tokens ? { tokens } : {});

export const admissionSchema = page(
  'admission',
  'Every word of the Admission page and its enquiry form, and which photo fills each place.',
  {
    banner: group('Top of the page', "The page's heading, first sentence and banner photo.", {
      heading: words('Heading', "The page's main heading."),
      text: paragraph('Introduction', 'The sentence under the heading.'),
      image: image('Photo on wide screens', 'The banner photo on computers and tablets.'),
      phoneImage: image('Photo on phones', 'The banner photo on phones (a tall photo).'),
    }),
    aceHigherEducation: group(
      'Visit and film',
      "An invitation to visit the campus and a link to the school's film (its address is in Contact details and links).",
      {
        heading: words('Heading', "The section's heading."),
        visit: group('Visit us', 'The invitation to visit.', {
          title: words('Title', "The card's title."),
          text: paragraph('Text', 'The invitation.'),
          link: words('Button', 'The words of the button that opens a WhatsApp chat.'),
          chatMessage: words('Chat message', 'The message the chat opens with.'),
        }),
        film: group('Film', 'The link to the film.', {
          title: words('Title', "The card's title."),
          text: paragraph('Text', 'A sentence about the film.'),
          link: words('Button', 'The words of the button that opens the film.'),
        }),
        image: image('Photo', 'The photo beside the two cards.'),
      },
    ),
    open: group('Streams', 'The three +1 streams, as tabs (a list on phones), each with its subjects.', {
      eyebrow: words('Small heading', 'The small line above the heading.'),
      heading: words('Heading', "The section's heading."),
      tabsLabel: words('Name of the tabs', 'What screen readers call the tabs.'),
      selectLabel: words('Name of the list', 'The label of the list of streams on phones.'),
      subjectsLabel: words('Subjects heading', "The heading of each stream's subjects; {stream} is its name.", {
        tokens: ['stream'],
      }),
      enquire: words('Enquire button', 'The words of the button under the subjects, which leads to the form.'),
    }),
    streams: group('The streams', 'The three streams and their subjects.', {
      science: stream('Science'),
      commerce: stream('Commerce'),
      humanities: stream('Humanities'),
    }),
    apply: applySchema,
    fees: feesSchema,
    enquiry: group(
      'Enquiry form',
      "The admission enquiry form: a parent's questions go to the office by WhatsApp or e-mail.",
      {
        eyebrow: words('Small heading', 'The small line above the heading.'),
        heading: words('Heading', "The form's heading."),
        intro: paragraph('Introduction', 'What the form is for and what happens next.'),
        privacy: paragraph(
          'Privacy line',
          'The line at the top of the form saying nothing leaves the phone until the parent sends it.',
        ),
        optional: words('"optional"', 'Written after the labels of fields a parent may leave empty.'),
        labels: group('Field labels', 'The label of each field of the form.', {
          parentName: words("Parent's name", "The label of the parent's name."),
          studentName: words("Student's name", "The label of the student's name."),
          applyingFor: words('Applying for', 'The label of the list of streams (and High School).'),
          phone: words('Mobile number', "The label of the parent's mobile number."),
          visitDate: words('Visit date', 'The label of the date of a campus visit.'),
          message: words('Message', 'The label of the message.'),
        }),
        highSchool: words('"High School"', 'The last choice in "Applying for", after the three streams.'),
        phoneHint: words('Mobile number hint', "The hint under the mobile number's label."),
        visitHint: words('Visit date hint', "The hint under the visit date's label."),
        count: words('Characters counter', 'Under the message: {n} characters written of at most {max}.', {
          tokens: ['n', 'max'],
        }),
        sendWhatsApp: words('WhatsApp button', 'The button that sends the enquiry by WhatsApp.'),
        sendEmail: words('E-mail button', 'The button that sends it by e-mail.'),
        summaryHeading: words(
          'Problems heading',
          'The heading over the list of things to fix, when a parent sends a form with problems.',
        ),
        problems: group('Problems', 'What the form says when a field needs fixing.', {
          parentName: problem("Parent's name missing", "When the parent's name is empty."),
          studentName: problem("Student's name missing", "When the student's name is empty."),
          applyingFor: problem('Nothing chosen', 'When nothing is chosen in "Applying for".'),
          phoneMissing: problem('Mobile number missing', 'When the mobile number is empty.'),
          phoneNotMobile: problem(
            'Not a mobile number',
            'When the mobile number is not a 10-digit Indian mobile number.',
          ),
          visitDateInPast: problem('Visit date past', 'When the visit date is before today.'),
          visitDateNotADate: problem('Visit date unreadable', 'When the visit date is not a date.'),
          messageTooLong: problem(
            'Message too long',
            'When the message is too long: {max} is the most allowed, {length} how many it has.',
            ['max', 'length'],
          ),
        }),
        restored: words('Draft kept', 'Shown when a parent comes back to an enquiry started earlier; {when} is when.', {
          tokens: ['when'],
        }),
        offline: paragraph('Offline', 'Shown when a parent presses send without a connection.'),
        sent: group('Sent', 'Shown once the enquiry is ready in WhatsApp or the e-mail app.', {
          whatsapp: paragraph('By WhatsApp', 'After WhatsApp opens.'),
          email: paragraph('By e-mail', 'After the e-mail app opens.'),
        }),
        openAgain: group('Open again', 'A link to open WhatsApp or the e-mail app again.', {
          whatsapp: words('WhatsApp', 'If WhatsApp did not open.'),
          email: words('E-mail', 'If the e-mail app did not open.'),
        }),
        startNew: words('Start a new enquiry', 'The button that clears the form after sending.'),
        noScript: paragraph(
          'Without JavaScript',
          'Shown instead of the send buttons in a browser that runs no JavaScript.',
        ),
        noScriptChat: words('Chat link', 'The WhatsApp link shown then.'),
        noScriptEmail: words('E-mail link', 'The e-mail link shown then.'),
        noScriptGreeting: words('Chat greeting', 'The message that chat opens with.'),
        subject: words(
          'Message heading',
          "The first line of the enquiry the office receives (and the e-mail's subject).",
        ),
      },
    ),
  },
);

export type AdmissionContent = v.InferOutput<typeof admissionSchema>;
