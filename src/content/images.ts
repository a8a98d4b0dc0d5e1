/**
 * Every image of the site, by name: its intrinsic size, alt text and the placeholder drawn until a photo
 * arrives. A photo saved as media/photos/<name>.jpg (or .png/.webp) replaces the placeholder; the media step
 * crops it to the size given here, so layouts never change when photos do.
 */

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
  /** Empty only for decorative images that sit next to text saying the same. */
  alt: string;
  art: ArtSpec;
}

const img = (width: number, height: number, alt: string, kind: ArtKind, seed = 1): ImageEntry => ({
  width,
  height,
  alt,
  art: { kind, seed },
});

const hero = (alt: string, kind: ArtKind, seed: number) => img(1920, 860, alt, kind, seed);
const heroPhone = (alt: string, kind: ArtKind, seed: number) => img(900, 1400, alt, kind, seed);
const card = (alt: string, kind: ArtKind, seed: number) => img(800, 600, alt, kind, seed);
const portrait = (alt: string, seed: number) => img(800, 1000, alt, 'portrait', seed);
const subject = (alt: string, seed: number) => img(600, 450, alt, 'subject', seed);

export const images = {
  heroBoyhood: hero('The residential campus spread across green hills at sunrise', 'campus', 1),
  heroBoyhoodPhone: heroPhone('The residential campus spread across green hills at sunrise', 'campus', 11),
  heroScience: hero('Students at work in the science laboratory', 'lab', 2),
  heroSciencePhone: heroPhone('Students at work in the science laboratory', 'lab', 12),
  heroCommerce: hero('A smart classroom during a commerce lesson', 'classroom', 3),
  heroCommercePhone: heroPhone('A smart classroom during a commerce lesson', 'classroom', 13),
  heroHumanities: hero('Students reading in the library', 'library', 4),
  heroHumanitiesPhone: heroPhone('Students reading in the library', 'library', 14),
  heroMoral: hero('Students gathered together on the campus', 'students', 5),
  heroMoralPhone: heroPhone('Students gathered together on the campus', 'students', 15),
  heroPurpose: hero('Students relaxing in the campus gardens', 'leisure', 6),
  heroPurposePhone: heroPhone('Students relaxing in the campus gardens', 'leisure', 16),

  residentialBoys: img(1600, 900, 'Residential boys together on the campus grounds', 'students', 21),
  thingsStudent: img(800, 800, 'Illustration of a student carrying his books', 'student', 22),
  thingsPlant: img(600, 800, 'A young plant growing in a pot', 'plant', 23),
  groupPhoto: img(1920, 800, 'Group photo of the students in front of the school building', 'students', 24),
  idealCampus: img(2400, 900, 'The ideal campus: school buildings among palms on the hills', 'campus', 25),
  principal: portrait('Portrait of the Principal', 26),

  aboutLocation: img(1600, 1000, 'The campus on the hills, seen from the approach road', 'campus', 31),
  facilityClassrooms: card('A smart classroom with a digital board', 'classroom', 32),
  facilityLibrary: card('Shelves of books in the library', 'library', 33),
  facilityAccommodation: card('An air-conditioned room in the residence', 'dorm', 34),
  facilitySports: card('Students running on the sports track', 'fitness', 35),
  facilityPool: card('The indoor swimming pool with its lanes', 'pool', 36),
  facilityLeisure: card('A quiet garden corner for leisure and creativity', 'leisure', 37),
  aboutTeam: img(1200, 800, 'Teachers and mentors with a group of students', 'students', 38),

  academicCover: img(1920, 900, 'Students in a classroom, chosen for a life-changing experience', 'classroom', 41),
  divisionLearn: img(800, 1000, 'Students learning together', 'students', 42),
  divisionRead: img(800, 1000, 'A student reading in the library', 'library', 43),
  addonPortfolio: img(800, 1000, 'Students in an add-on course session', 'classroom', 44),
  addonCompetitive: img(800, 1000, 'Students preparing for competitive exams', 'lab', 45),
  addonEnglish: img(800, 1000, 'A communication skills session', 'classroom', 46),
  addonSkills: img(800, 1000, 'A career counselling session', 'students', 47),
  addonVisits: img(800, 1000, 'Students on a visit to a premier institute', 'campus', 48),
  addonMoral: img(800, 1000, 'Students in a moral science class', 'library', 49),

  admissionBanner: img(1920, 700, 'The campus on its hills: admissions are open', 'campus', 51),
  admissionBannerPhone: img(900, 1100, 'The campus on its hills: admissions are open', 'campus', 52),
  admissionVisit: img(1200, 900, 'The campus turf field, open to visiting families', 'turf', 53),
  subjectPhysics: subject('Physics', 0),
  subjectChemistry: subject('Chemistry', 1),
  subjectBiology: subject('Biology', 2),
  subjectMathematics: subject('Mathematics', 3),
  subjectEnglish: subject('English', 4),
  subjectArabic: subject('Arabic', 5),
  subjectMalayalam: subject('Malayalam', 6),
  subjectAccountancy: subject('Accountancy', 7),
  subjectEconomics: subject('Economics', 15),
  subjectComputerApplication: subject('Computer Application', 23),
  subjectBusinessStudies: subject('Business Studies', 31),
  subjectHistory: subject('History', 12),
  subjectPoliticalScience: subject('Political Science', 20),
  subjectSociology: subject('Sociology', 29),

  teamDirector: portrait('Portrait of the Director', 61),
  teamPrincipal: portrait('Portrait of the Higher Secondary Principal', 62),
  teamCoordinator: portrait('Portrait of the Residential Program Coordinator', 63),

  workWithUs: img(1200, 1200, 'A teacher guiding students in class', 'classroom', 71),
} satisfies Record<string, ImageEntry>;

export type ImageName = keyof typeof images;

/** Widths the media step writes for an image: a ladder up to its own width. */
export function imageWidths(width: number): number[] {
  const ladder = [320, 640, 960, 1280, 1600, 1920].filter((w) => w < width * 0.9);
  return [...ladder, width];
}

export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageUrl = (name: string, width: number, format: ImageFormat): string =>
  `/media/${name}-${width}.${format}`;
