/**
 * The content files and the schema each must follow. Each page's words are a file per language
 * (src/content/en/home.yaml, src/content/ml/home.yaml); the contact details are one file for both.
 */
import type { GenericSchema } from 'valibot';
import { aboutSchema } from './about.ts';
import { academicSchema } from './academic.ts';
import { admissionSchema } from './admission.ts';
import { galleryPageSchema } from './gallery.ts';
import { homeSchema } from './home.ts';
import { contactSchema, photosSchema, siteSchema } from './site.ts';
import { gallerySchema } from './galleries.ts';
import { noticeSchema } from './notices.ts';
import { privacySchema, residentialLifeSchema, wellbeingSchema } from './parents.ts';
import { coreTeamSchema, workWithUsSchema } from './small-pages.ts';

export type { AboutContent } from './about.ts';
export type { AcademicContent, CardColour } from './academic.ts';
export type { AdmissionContent } from './admission.ts';
export type { GalleryPageContent } from './gallery.ts';
export type { HomeContent } from './home.ts';
export type { BrandLogo, ContactContent, PhotosContent, SiteWords } from './site.ts';
export type { CoreTeamContent, WorkWithUsContent } from './small-pages.ts';
export type { Notice } from './notices.ts';
export type { GalleryEntry } from './galleries.ts';
export type { ApplyContent, FeesContent } from './apply.ts';
export type { PrivacyContent, ResidentialLifeContent, WellbeingContent } from './parents.ts';

export interface ContentFile {
  /** The file's name, in each language's folder (or at the top of src/content/ for both languages). */
  file: string;
  schema: GenericSchema;
  /** One file per language (en/, ml/), or one for both. */
  perLanguage: boolean;
}

export const contentFiles = {
  site: { file: 'site.yaml', schema: siteSchema, perLanguage: true },
  photos: { file: 'photos.yaml', schema: photosSchema, perLanguage: true },
  home: { file: 'home.yaml', schema: homeSchema, perLanguage: true },
  about: { file: 'about.yaml', schema: aboutSchema, perLanguage: true },
  academic: { file: 'academic.yaml', schema: academicSchema, perLanguage: true },
  admission: { file: 'admission.yaml', schema: admissionSchema, perLanguage: true },
  coreTeam: { file: 'core-team.yaml', schema: coreTeamSchema, perLanguage: true },
  workWithUs: { file: 'work-with-us.yaml', schema: workWithUsSchema, perLanguage: true },
  gallery: { file: 'gallery.yaml', schema: galleryPageSchema, perLanguage: true },
  residentialLife: { file: 'residential-life.yaml', schema: residentialLifeSchema, perLanguage: true },
  wellbeing: { file: 'wellbeing.yaml', schema: wellbeingSchema, perLanguage: true },
  privacy: { file: 'privacy.yaml', schema: privacySchema, perLanguage: true },
  contact: { file: 'contact.yaml', schema: contactSchema, perLanguage: false },
} satisfies Record<string, ContentFile>;

export type ContentName = keyof typeof contentFiles;

/** Collections: entries the school adds and removes, each a file per language, under the same name in both. */
export const contentCollections = {
  notices: { folder: 'notices', schema: noticeSchema, label: 'notice' },
  galleries: { folder: 'galleries', schema: gallerySchema, label: 'gallery' },
} satisfies Record<string, { folder: string; schema: GenericSchema; label: string }>;

export type CollectionName = keyof typeof contentCollections;
