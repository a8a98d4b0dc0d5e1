/** Every English word and image of the Academic page. */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';
import type { AddOnCard, DivisionCard } from '../types.ts';

export const academic = {
  cover: {
    eyebrow: 'Academic',
    heading: 'Chosen for a life-changing experience',
    text: 'Two academic divisions and a portfolio of add-on programmes prepare every boy for the exams ahead and for the life beyond them.',
    image: 'academicCover' as ImageName,
  },
  divisions: {
    heading: 'Discover Our Academic Divisions',
    previous: 'Previous division',
    next: 'Next division',
    label: 'Academic divisions',
    admissionLink: 'See admissions',
    cards: [
      {
        type: 'content',
        id: 'one',
        title: `${identity.schoolName} One`,
        subtitle: 'High School',
        content:
          'A State-recognised English medium school, with Quran and Moral Science prescribed by an integrated educational council, and the Foundation Course Smart Plus for entrance and competitive exams.',
        gradient: 'linear-gradient(160deg, #0f3b57, #1b646c)',
      },
      { type: 'image', id: 'learn', image: 'divisionLearn', caption: 'Learn. Bond. Shine' },
      {
        type: 'content',
        id: 'two',
        title: `${identity.schoolName} Two`,
        subtitle: 'Higher Secondary',
        content:
          'Science, Commerce or Humanities under the Kerala State Syllabus, for students who have completed the 10th grade.',
        gradient: 'linear-gradient(160deg, #6a3d1f, #b0572f)',
      },
      { type: 'image', id: 'read', image: 'divisionRead', caption: 'Read. Focus. Learn' },
    ] as DivisionCard[],
  },
  addOns: {
    eyebrow: 'Add-ons',
    heading: 'More than the syllabus',
    previous: 'Previous add-ons',
    next: 'Next add-ons',
    label: 'Add-on programmes',
    findOutMore: 'Find Out More +',
    /** What a screen reader hears after 'Find Out More +': which add-on, and that it opens a new tab. */
    findOutMoreNote: (title: string, newTab: string) => `about ${title} ${newTab}`,
    /** The chat message of each 'Find Out More +' names its add-on (never undefined). */
    chatMessage: (title: string) => `Hello ${identity.schoolName}! I would like to know more about the add-on programme "${title}".`,
    cards: [
      { type: 'image', id: 'portfolio', image: 'addonPortfolio', title: 'An extended portfolio of courses (Add-Ons)' },
      {
        type: 'content',
        id: 'competitive',
        title: 'Orientation to Competitive Exams',
        content: 'Orientation for NEET, JEE, CA, CMA, ACCA, IPMAT, UPSC Civil Services, CET and CLAT, and guidance for study abroad.',
        emphasis: ['NEET', 'JEE', 'UPSC Civil Services'],
        gradient: 'linear-gradient(160deg, #0f3b57, #1b646c)',
      },
      {
        type: 'content',
        id: 'english',
        title: 'English Skills for E-age',
        content: 'Communication skills for the digital age, with certified courses in AI and NLP.',
        emphasis: ['certified courses in AI and NLP'],
        gradient: 'linear-gradient(160deg, #3a2a5c, #6b4c9a)',
      },
      {
        type: 'content',
        id: 'skills',
        title: '21st Century Skills Training',
        content: 'Aptitude tests and career counselling that help each boy find his direction.',
        emphasis: ['career counselling'],
        gradient: 'linear-gradient(160deg, #6a3d1f, #b0572f)',
      },
      {
        type: 'content',
        id: 'visits',
        title: 'Visits to Premier Institutes',
        content: 'Visits to premier institutes that open eyes to what is possible, with social and green initiatives that build responsibility.',
        emphasis: ['premier institutes', 'social and green initiatives'],
        gradient: 'linear-gradient(160deg, #1e5631, #3a7d44)',
      },
      {
        type: 'content',
        id: 'moral',
        title: 'Moral Science Programmes',
        content: 'Islamic culture, values and ethics, through the study of the Quran and Hadith.',
        emphasis: ['Quran and Hadith'],
        gradient: 'linear-gradient(160deg, #0a2638, #0f3b57)',
      },
    ] as AddOnCard[],
  },
};

export type AcademicContent = typeof academic;
