/** Each route's title and meta description (the served HTML carries them; see src/app/head.ts). */
import type { RouteKey } from '../app/paths.ts';
import { identity } from './identity.ts';
import type { ImageName } from './images.ts';

export interface PageMeta {
  /** The title of the page; the site name is appended (except on the home page, which leads with it). */
  title: string;
  description: string;
  /** Image for link previews (Open Graph, Twitter card). */
  image: ImageName;
}

const name = identity.schoolName;

export const pageMeta: Record<RouteKey | 'notFound', PageMeta> = {
  home: {
    title: `${name}: a residential school with moral and modern education`,
    description: `${name} is an exclusive higher secondary residential campus for boys in Kerala: Science, Commerce and Humanities with coaching for NEET, JEE, CA and UPSC, rooted in moral values.`,
    image: 'heroBoyhood',
  },
  about: {
    title: 'About Us',
    description: `Our mission and values, our 25+ acre campus on the hills near the international airport, its facilities, answers to common questions and the team behind ${name}.`,
    image: 'aboutLocation',
  },
  academic: {
    title: 'Academic',
    description: `Discover the academic divisions of ${name}, High School and Higher Secondary, and the add-on programmes: competitive exam orientation, English skills, 21st-century skills and moral science.`,
    image: 'academicCover',
  },
  admission: {
    title: 'Admission',
    description: `Admission is open for +1 Science, +1 Commerce and +1 Humanities under the Kerala State Syllabus. See the subjects of each stream and plan a visit to the campus.`,
    image: 'admissionBanner',
  },
  gallery: {
    title: 'Gallery',
    description: `Photo galleries of life at ${name}: events, celebrations, sports and everyday moments on the campus.`,
    image: 'groupPhoto',
  },
  galleryViewer: {
    title: 'Gallery',
    description: `A photo gallery of life at ${name}: events, celebrations, sports and everyday moments on the campus.`,
    image: 'groupPhoto',
  },
  coreTeam: {
    title: 'Core Team',
    description: `Meet the core team of ${name}: the Director, the Higher Secondary Principal and the Residential Program Coordinator.`,
    image: 'aboutTeam',
  },
  workWithUs: {
    title: 'Work With Us',
    description: `Shape futures with us: ${name} invites educators who want to inspire young minds. Send us your CV.`,
    image: 'workWithUs',
  },
  notFound: {
    title: 'Page not found',
    description: `This page of ${name} could not be found. The home page and the main sections of the site are one click away.`,
    image: 'heroBoyhood',
  },
};
