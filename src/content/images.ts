/**
 * Every image of the site, by name: its intrinsic size and the placeholder drawn until a photo arrives. A
 * photo saved as media/photos/<name>.jpg (or .png/.webp) replaces the placeholder; the media step crops it to
 * the size given here, so layouts never change when photos do. Alt text is words, so it lives with the rest
 * of each language's words (`imageAlt` in src/content/<lang>/site.ts).
 */

export { imageFormats, imageUrl, imageWidths, type ImageFormat } from '../lib/media.ts';

export type ArtKind =
  | 'campus'
  | 'classroom'
  | 'lab'
  | 'library'
  | 'dorm'
  | 'fitness'
  | 'pool'
  | 'turf'
  | 'leisure'
  | 'students'
  | 'student'
  | 'plant'
  | 'portrait'
  | 'subject'
  | 'event';

export interface ArtSpec {
  kind: ArtKind;
  /** Varies colours and placement so images of one kind differ. */
  seed: number;
}

export interface ImageEntry {
  width: number;
  height: number;
  art: ArtSpec;
}

const img = (width: number, height: number, kind: ArtKind, seed = 1): ImageEntry => ({ width, height, art: { kind, seed } });

const hero = (kind: ArtKind, seed: number) => img(1920, 860, kind, seed);
const heroPhone = (kind: ArtKind, seed: number) => img(900, 1400, kind, seed);
const card = (kind: ArtKind, seed: number) => img(800, 600, kind, seed);
const portrait = (seed: number) => img(800, 1000, 'portrait', seed);
const subject = (seed: number) => img(600, 450, 'subject', seed);

export const images = {
  heroBoyhood: hero('campus', 1),
  heroBoyhoodPhone: heroPhone('campus', 11),
  heroScience: hero('lab', 2),
  heroSciencePhone: heroPhone('lab', 12),
  heroCommerce: hero('classroom', 3),
  heroCommercePhone: heroPhone('classroom', 13),
  heroHumanities: hero('library', 4),
  heroHumanitiesPhone: heroPhone('library', 14),
  heroMoral: hero('students', 5),
  heroMoralPhone: heroPhone('students', 15),
  heroPurpose: hero('leisure', 6),
  heroPurposePhone: heroPhone('leisure', 16),

  residentialBoys: img(1600, 900, 'students', 21),
  thingsStudent: img(800, 800, 'student', 22),
  thingsPlant: img(600, 800, 'plant', 23),
  groupPhoto: img(1920, 800, 'students', 24),
  idealCampus: img(2400, 900, 'campus', 25),
  principal: portrait(26),

  aboutLocation: img(1600, 1000, 'campus', 31),
  facilityClassrooms: card('classroom', 32),
  facilityLibrary: card('library', 33),
  facilityAccommodation: card('dorm', 34),
  facilitySports: card('fitness', 35),
  facilityPool: card('pool', 36),
  facilityLeisure: card('leisure', 37),
  aboutTeam: img(1200, 800, 'students', 38),

  academicCover: img(1920, 900, 'classroom', 41),
  divisionLearn: img(800, 1000, 'students', 42),
  divisionRead: img(800, 1000, 'library', 43),
  addonPortfolio: img(800, 1000, 'classroom', 44),
  addonCompetitive: img(800, 1000, 'lab', 45),
  addonEnglish: img(800, 1000, 'classroom', 46),
  addonSkills: img(800, 1000, 'students', 47),
  addonVisits: img(800, 1000, 'campus', 48),
  addonMoral: img(800, 1000, 'library', 49),

  admissionBanner: img(1920, 700, 'campus', 51),
  admissionBannerPhone: img(900, 1100, 'campus', 52),
  admissionVisit: img(1200, 900, 'turf', 53),
  subjectPhysics: subject(0),
  subjectChemistry: subject(1),
  subjectBiology: subject(2),
  subjectMathematics: subject(3),
  subjectEnglish: subject(4),
  subjectArabic: subject(5),
  subjectMalayalam: subject(6),
  subjectAccountancy: subject(7),
  subjectEconomics: subject(15),
  subjectComputerApplication: subject(23),
  subjectBusinessStudies: subject(31),
  subjectHistory: subject(12),
  subjectPoliticalScience: subject(20),
  subjectSociology: subject(29),

  teamDirector: portrait(61),
  teamPrincipal: portrait(62),
  teamCoordinator: portrait(63),

  workWithUs: img(1200, 1200, 'classroom', 71),
} satisfies Record<string, ImageEntry>;

export type ImageName = keyof typeof images;
