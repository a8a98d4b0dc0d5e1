/** Every English word and image of the home page, with its shared blocks (ideal campus, Principal's message). */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';
import type { HeroSlide, ThingsToKnowTopic } from '../types.ts';

export const home = {
  /** The visually hidden page title (spec: "a residential school with moral and modern education"). */
  pageTitle: `${identity.schoolName}: a residential school with moral and modern education`,
  hero: {
    label: 'Highlights',
    slides: [
      { headline: 'The best of boyhood for both worlds', image: 'heroBoyhood', phoneImage: 'heroBoyhoodPhone' },
      { headline: 'Science', subtitle: 'With NEET/JEE', image: 'heroScience', phoneImage: 'heroSciencePhone' },
      { headline: 'Commerce', subtitle: 'With CA & CMA', image: 'heroCommerce', phoneImage: 'heroCommercePhone' },
      { headline: 'Humanities', subtitle: 'With UPSC/SSC', image: 'heroHumanities', phoneImage: 'heroHumanitiesPhone' },
      { headline: 'Encompassing moral & modern learnings', image: 'heroMoral', phoneImage: 'heroMoralPhone' },
      { headline: 'Orientation towards a purposeful life and career', image: 'heroPurpose', phoneImage: 'heroPurposePhone' },
    ] as HeroSlide[],
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    goTo: (n: number) => `Show slide ${n}`,
    slideLabel: (n: number, count: number) => `${n} of ${count}`,
  },
  banner: {
    heading: 'An Exclusive Higher Secondary Residential Campus for boys',
    statements: [
      'An aptitude-based foundation, with specialised coaching for competitive entrance exams.',
      'Empowering ambitious careers in science, engineering, technology, liberal arts and finance.',
      'Aiming for dream jobs in the public sector or with multinationals, in India and around the world.',
    ],
    photo: 'residentialBoys' as ImageName,
    photoCaption: 'Residential Boys',
  },
  thingsToKnow: {
    eyebrow: '#ThingsToKnow',
    heading: 'Where Ambition Meets Opportunity',
    tabsLabel: 'Things to know',
    topics: [
      {
        key: 'WhatAndWhy',
        title: 'What & Why',
        paragraphs: [
          `${identity.schoolName} is a residential higher secondary school for boys in Kerala. Students choose Science, Commerce or Humanities, and study with coaching for the competitive entrance exams that lead on: NEET and JEE, CA and CMA, UPSC and SSC.`,
          'Why a residential campus? Because the two years after the tenth grade decide so much. Living and learning in one place gives boys the time, the routine and the company to build both: academic excellence and a character grounded in moral values.',
        ],
      },
      {
        key: 'WhyChoose',
        title: `Why Choose ${identity.schoolName}`,
        paragraphs: [
          'A results-driven approach to academics, with values rooted in Quranic lessons and the prophetic tradition. Add-on programmes build the 21st-century skills that ambitious boys need: English for the digital age, aptitude and career guidance, and visits to premier institutes.',
          'All of it on a campus of more than 25 acres on the hills, with smart classrooms and labs, a library, air-conditioned accommodation with meals, sports and fitness facilities, an indoor swimming pool and a turf football field.',
        ],
      },
    ] as ThingsToKnowTopic[],
    student: 'thingsStudent' as ImageName,
    plant: 'thingsPlant' as ImageName,
    quote: "I'm growing stronger every day with deep roots in knowledge and values",
    groupPhoto: 'groupPhoto' as ImageName,
  },
  idealCampus: {
    image: 'idealCampus' as ImageName,
    caption: 'The ideal campus',
  },
  principal: {
    eyebrow: "Principal's Message",
    heading: 'Every boy can grow strong in knowledge and in values',
    portrait: 'principal' as ImageName,
    paragraphs: [
      `Dear parents and students, welcome to ${identity.schoolName}. We believe the best of boyhood belongs to both worlds: to excellent, modern learning and to the moral grounding that gives it purpose.`,
      'Our students follow the Kerala State Syllabus in Science, Commerce or Humanities, with orientation towards NEET, JEE, CA, UPSC and other competitive exams. Beside the classroom, they grow through fitness and sports, Gavel clubs and certified skill training.',
      'Living together on one campus, our boys learn integrity, confidence and social responsibility, and leave ready for careers in India and around the world. We look forward to welcoming you on a visit.',
    ],
    signature: 'Principal',
  },
};

export type HomeContent = typeof home;
