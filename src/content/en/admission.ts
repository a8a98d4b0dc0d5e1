/** Every English word and image of the Admission page. */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';
import type { EnquiryProblem } from '../../lib/enquiry.ts';
import type { Stream, Subject } from '../types.ts';

const subject = (name: string, image: ImageName): Subject => ({ name, image });
const english = subject('English', 'subjectEnglish');
const arabic = subject('Arabic', 'subjectArabic');
const malayalam = subject('Malayalam', 'subjectMalayalam');

const streams: { key: Stream; label: string; subjects: Subject[] }[] = [
  {
    key: 'science',
    label: '+1 Science',
    subjects: [
      subject('Physics', 'subjectPhysics'),
      subject('Chemistry', 'subjectChemistry'),
      subject('Biology', 'subjectBiology'),
      subject('Mathematics', 'subjectMathematics'),
      english,
      arabic,
      malayalam,
    ],
  },
  {
    key: 'commerce',
    label: '+1 Commerce',
    subjects: [
      subject('Accountancy (With CA)', 'subjectAccountancy'),
      subject('Economics', 'subjectEconomics'),
      subject('Computer Application', 'subjectComputerApplication'),
      subject('Business Studies', 'subjectBusinessStudies'),
      english,
      arabic,
      malayalam,
    ],
  },
  {
    key: 'humanities',
    label: '+1 Humanities',
    subjects: [
      subject('History', 'subjectHistory'),
      subject('Economics', 'subjectEconomics'),
      subject('Political Science', 'subjectPoliticalScience'),
      subject('Sociology', 'subjectSociology'),
      english,
      arabic,
      malayalam,
    ],
  },
];

export const admission = {
  streams,
  banner: {
    heading: 'Admission',
    text: 'Admissions are open for the Higher Secondary programme.',
    image: 'admissionBanner' as ImageName,
    phoneImage: 'admissionBannerPhone' as ImageName,
  },
  aceHigherEducation: {
    heading: 'Get set to ace higher education',
    visit: {
      title: 'Visit Us',
      text: 'Come and see the campus for yourself: the classrooms, the residence and the fields. We would be glad to show you around.',
      link: 'Plan a campus visit',
      chatMessage: `Hello ${identity.schoolName}! We would like to visit the campus. When can we come?`,
    },
    film: {
      title: 'Watch Film',
      text: 'A short film about life on the campus.',
      link: 'Watch the film',
      url: identity.filmUrl,
    },
    image: 'admissionVisit' as ImageName,
  },
  open: {
    eyebrow: 'Admission Open',
    heading: 'Choose your stream',
    tabsLabel: 'Streams',
    selectLabel: 'Stream',
    subjectsLabel: (stream: string) => `Subjects of ${stream}`,
    enquire: 'Enquire about this stream',
  },
  enquiry: {
    eyebrow: 'Admission enquiry',
    heading: 'Ask us about admission',
    intro: 'Tell us a little about your son. Everything goes to the admissions office in one message, by WhatsApp or e-mail, and they will call you back.',
    privacy: 'Nothing leaves this phone until you press send: until then your enquiry is kept only on this device.',
    optional: 'optional',
    labels: {
      parentName: 'Parent’s or guardian’s name',
      studentName: 'Student’s name',
      applyingFor: 'Applying for',
      phone: 'Parent’s mobile number',
      visitDate: 'Preferred date for a campus visit',
      message: 'Message',
    },
    highSchool: 'High School',
    phoneHint: 'An Indian mobile number, such as 98765 43210',
    visitHint: 'Today or later',
    count: (n: number, max: number) => `${n} of ${max} characters`,
    sendWhatsApp: 'Send on WhatsApp',
    sendEmail: 'Send by e-mail',
    summaryHeading: 'Please check your enquiry',
    problem: (problem: EnquiryProblem): string => {
      switch (problem.field) {
        case 'parentName':
          return 'Enter your name, as the parent or guardian.';
        case 'studentName':
          return 'Enter the student’s name.';
        case 'applyingFor':
          return 'Choose what your son is applying for.';
        case 'phone':
          return problem.kind === 'missing'
            ? 'Enter your mobile number, so the school can call you back.'
            : 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, such as 98765 43210.';
        case 'visitDate':
          return problem.kind === 'in-the-past' ? 'Choose today or a later date for your visit, or leave it empty.' : 'Enter the date as day, month and year, or leave it empty.';
        case 'message':
          return `Shorten your message to 500 characters or fewer (it has ${problem.length}).`;
      }
    },
    restored: (when: string) => `We kept the enquiry you started (${when}). Carry on where you left off.`,
    offline: 'You are offline. WhatsApp and e-mail need a connection to send. Your enquiry is kept on this phone: send it when you are back online.',
    sent: {
      whatsapp: 'Your enquiry is ready in WhatsApp: press send there. The admissions office will reply on the number you gave.',
      email: 'Your enquiry is ready in your e-mail app: press send there. The admissions office will reply on the number you gave.',
    },
    openAgain: { whatsapp: 'WhatsApp did not open? Open it here', email: 'Your e-mail app did not open? Open it here' },
    startNew: 'Start a new enquiry',
    noScript: 'This browser is not running JavaScript, so the form cannot send your enquiry. Write to the school directly instead:',
    noScriptChat: 'Chat on WhatsApp',
    noScriptEmail: 'Send an e-mail',
    noScriptGreeting: `Hello ${identity.schoolName}! I would like to ask about admission.`,
    /** The message the admissions office receives: its first line, and the locale its dates are written in. */
    subject: `Admission enquiry – ${identity.schoolName}`,
    locale: 'en-IN',
  },
};

export type AdmissionContent = typeof admission;
