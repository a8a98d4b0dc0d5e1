/**
 * Every image of the site, by name: its intrinsic size and the placeholder drawn until a photo arrives. The
 * photo that fills each (uploaded in the editor, kept in media/photos/) and its alt text in each language are
 * chosen in src/content/<lang>/photos.yaml; the media step crops it to the size given here, so layouts never
 * change when photos do.
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
  /** Where it shows, for office staff (the editor's Photos). */
  label: string;
}

const img = (label: string, width: number, height: number, kind: ArtKind, seed = 1): ImageEntry => ({
  width,
  height,
  art: { kind, seed },
  label,
});

const hero = (label: string, kind: ArtKind, seed: number) => img(label, 1920, 860, kind, seed);
const heroPhone = (label: string, kind: ArtKind, seed: number) => img(label, 900, 1400, kind, seed);
const card = (label: string, kind: ArtKind, seed: number) => img(label, 800, 600, kind, seed);
const portrait = (label: string, seed: number) => img(label, 800, 1000, 'portrait', seed);
const subject = (label: string, seed: number) => img(label, 600, 450, 'subject', seed);

export const images = {
  heroBoyhood: hero('Home: slide 1, wide screens', 'campus', 1),
  heroBoyhoodPhone: heroPhone('Home: slide 1, phones', 'campus', 11),
  heroScience: hero('Home: slide 2, wide screens', 'lab', 2),
  heroSciencePhone: heroPhone('Home: slide 2, phones', 'lab', 12),
  heroCommerce: hero('Home: slide 3, wide screens', 'classroom', 3),
  heroCommercePhone: heroPhone('Home: slide 3, phones', 'classroom', 13),
  heroHumanities: hero('Home: slide 4, wide screens', 'library', 4),
  heroHumanitiesPhone: heroPhone('Home: slide 4, phones', 'library', 14),
  heroMoral: hero('Home: slide 5, wide screens', 'students', 5),
  heroMoralPhone: heroPhone('Home: slide 5, phones', 'students', 15),
  heroPurpose: hero('Home: slide 6, wide screens', 'leisure', 6),
  heroPurposePhone: heroPhone('Home: slide 6, phones', 'leisure', 16),

  residentialBoys: img('Home: banner photo', 1600, 900, 'students', 21),
  thingsStudent: img('Home: student drawing', 800, 800, 'student', 22),
  thingsPlant: img('Home: young plant', 600, 800, 'plant', 23),
  groupPhoto: img('Home: group photo (also the gallery page)', 1920, 800, 'students', 24),
  idealCampus: img('Home: the ideal campus', 2400, 900, 'campus', 25),
  principal: portrait("Home: the Principal's portrait", 26),

  aboutLocation: img('About: location', 1600, 1000, 'campus', 31),
  facilityClassrooms: card('About: facility, classrooms', 'classroom', 32),
  facilityLibrary: card('About: facility, library', 'library', 33),
  facilityAccommodation: card('About: facility, accommodation', 'dorm', 34),
  facilitySports: card('About: facility, sports', 'fitness', 35),
  facilityPool: card('About: facility, pool and turf', 'pool', 36),
  facilityLeisure: card('About: facility, leisure', 'leisure', 37),
  aboutTeam: img('About: our team', 1200, 800, 'students', 38),

  academicCover: img('Academic: top of the page', 1920, 900, 'classroom', 41),
  divisionLearn: img('Academic: division card "Learn"', 800, 1000, 'students', 42),
  divisionRead: img('Academic: division card "Read"', 800, 1000, 'library', 43),
  addonPortfolio: img('Academic: add-ons, courses', 800, 1000, 'classroom', 44),
  addonCompetitive: img('Academic: add-ons, competitive exams', 800, 1000, 'lab', 45),
  addonEnglish: img('Academic: add-ons, English', 800, 1000, 'classroom', 46),
  addonSkills: img('Academic: add-ons, skills', 800, 1000, 'students', 47),
  addonVisits: img('Academic: add-ons, visits', 800, 1000, 'campus', 48),
  addonMoral: img('Academic: add-ons, moral science', 800, 1000, 'library', 49),

  admissionBanner: img('Admission: banner, wide screens', 1920, 700, 'campus', 51),
  admissionBannerPhone: img('Admission: banner, phones', 900, 1100, 'campus', 52),
  admissionVisit: img('Admission: visit us', 1200, 900, 'turf', 53),
  subjectPhysics: subject('Subject: Physics', 0),
  subjectChemistry: subject('Subject: Chemistry', 1),
  subjectBiology: subject('Subject: Biology', 2),
  subjectMathematics: subject('Subject: Mathematics', 3),
  subjectEnglish: subject('Subject: English', 4),
  subjectArabic: subject('Subject: Arabic', 5),
  subjectMalayalam: subject('Subject: Malayalam', 6),
  subjectAccountancy: subject('Subject: Accountancy', 7),
  subjectEconomics: subject('Subject: Economics', 15),
  subjectComputerApplication: subject('Subject: Computer Application', 23),
  subjectBusinessStudies: subject('Subject: Business Studies', 31),
  subjectHistory: subject('Subject: History', 12),
  subjectPoliticalScience: subject('Subject: Political Science', 20),
  subjectSociology: subject('Subject: Sociology', 29),

  teamDirector: portrait('Core team: Director', 61),
  teamPrincipal: portrait('Core team: Higher Secondary Principal', 62),
  teamCoordinator: portrait('Core team: Residential Program Coordinator', 63),

  workWithUs: img('Work With Us: photo', 1200, 1200, 'classroom', 71),
} satisfies Record<string, ImageEntry>;

export type ImageName = keyof typeof images;
