/** Every English word and image of the About page. */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';

export const about = {
  intro: {
    eyebrow: 'About Us',
    heading: `About ${identity.schoolName}`,
    text: `${identity.schoolName} is an exclusive higher secondary residential campus for boys in Kerala, where academic excellence and moral grounding grow together.`,
  },
  mission: {
    eyebrow: 'Mission and Values',
    heading: 'What we aim for',
    aims: [
      { title: 'Academic excellence', text: 'Academic excellence through a results-driven approach.' },
      { title: 'Rooted values', text: 'Values rooted in Quranic lessons and the prophetic tradition.' },
      { title: 'Future-ready skills', text: '21st-century skills for ambitious boys.' },
      { title: 'Character', text: 'Integrity, confidence and social responsibility.' },
    ],
  },
  location: {
    eyebrow: 'Location',
    heading: 'On the hills, close to the world',
    text: 'The campus sits on the hills, about 13 km from the international airport and 17 km from a railway station.',
    facts: [
      { value: '13 km', label: 'from the international airport' },
      { value: '17 km', label: 'from a railway station' },
    ],
    mapLink: 'View on map',
    mapUrl: identity.mapsUrl,
    image: 'aboutLocation' as ImageName,
  },
  facilities: {
    eyebrow: 'Campus and Facilities',
    heading: 'A 25+ acre campus',
    text: 'Everything a boy needs to learn, live, play and grow, on one campus.',
    previous: 'Previous facilities',
    next: 'Next facilities',
    listLabel: 'Facilities',
    progressLabel: 'Scroll position',
    items: [
      { image: 'facilityClassrooms', text: 'Smart classrooms and lab' },
      { image: 'facilityLibrary', text: 'Library and digital resources' },
      { image: 'facilityAccommodation', text: 'Air-conditioned accommodation with meals' },
      { image: 'facilitySports', text: 'Fitness and sports facilities' },
      { image: 'facilityPool', text: 'Indoor swimming pool and turf football field' },
      { image: 'facilityLeisure', text: 'Spaces for leisure, creativity and personal development' },
    ] as { image: ImageName; text: string }[],
  },
  faqs: {
    eyebrow: 'FAQs',
    heading: 'Questions parents ask',
    items: [
      {
        question: 'Which courses are offered?',
        answer: 'Higher Secondary in Science, Commerce and Humanities, under the Kerala State Syllabus.',
      },
      {
        question: 'Is there coaching for entrance and competitive exams?',
        answer: 'Yes. Students get coaching orientation for NEET, JEE, CA, UPSC and more, alongside their regular studies.',
      },
      {
        question: 'What co-curricular activities are there?',
        answer: 'Gavel clubs for public speaking, fitness and sports, and certified skill training.',
      },
    ],
  },
  team: {
    eyebrow: 'Our Team',
    heading: 'People who know each boy',
    text: 'Experienced educators, counsellors and mentors give every student personalised support, in the classroom and in residential life.',
    image: 'aboutTeam' as ImageName,
    link: 'Meet the core team',
  },
};

export type AboutContent = typeof about;
