/** Every English word and image of the Admission page. */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';
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
    chatMessage: (stream: string) => `Hello ${identity.schoolName}! I would like to know more about admission to ${stream}.`,
  },
};

export type AdmissionContent = typeof admission;
