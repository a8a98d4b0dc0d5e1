/**
 * The content files and the schema each must follow. Each page's words are a file per language
 * (src/content/en/home.yaml, src/content/ml/home.yaml); the contact details are one file for both.
 */
import type { GenericSchema } from 'valibot';
import { kebab, pageNames, type PageName } from '../../lib/routes.ts';
import { aboutSchema } from './about.ts';
import { accessibilitySchema } from './accessibility.ts';
import { calendarPageSchema } from './calendar.ts';
import { academicSchema } from './academic.ts';
import { admissionSchema } from './admission.ts';
import { galleryPageSchema } from './gallery.ts';
import { homeSchema } from './home.ts';
import { photosSchema, siteSchema } from './site.ts';
import { contactSchema } from './contact.ts';
import { documentSchema, documentsPageSchema } from './documents.ts';
import { eventSchema } from './events.ts';
import { eventKinds } from '../kinds.ts';
import { classFeeds } from '../../lib/classes.ts';
import { namedByYearAndStream, resultSchema } from './results.ts';
import type { NameRule } from './structure.ts';
import { gallerySchema } from './galleries.ts';
import { noticeSchema, noticesPageSchema } from './notices.ts';
import { payFeesSchema } from './pay-fees.ts';
import { searchPageSchema } from './search.ts';
import { resultsPageSchema } from './results-page.ts';
import { privacySchema, residentialLifeSchema, wellbeingSchema } from './school-facts.ts';
import { coreTeamSchema, workWithUsSchema } from './small-pages.ts';

export type { AboutContent } from './about.ts';
export type { AcademicContent, CardColour } from './academic.ts';
export type { AdmissionContent } from './admission.ts';
export type { GalleryPageContent } from './gallery.ts';
export type { HomeContent } from './home.ts';
export type { BrandLogo, PhotosContent, SiteWords } from './site.ts';
export type { ContactContent } from './contact.ts';
export type { CoreTeamContent, WorkWithUsContent } from './small-pages.ts';
export type { Notice } from './notices.ts';
export type { GalleryEntry } from './galleries.ts';
export type { CalendarEvent } from './events.ts';
export type { SchoolDocument } from './documents.ts';
export type { DocumentKind, EventKind } from '../kinds.ts';
export type { ApplyContent, FeesContent } from './apply.ts';
export type { PaymentContent } from './payment.ts';
export type { PrivacyContent, ResidentialLifeContent, WellbeingContent } from './school-facts.ts';
export type { OwnWords } from './page.ts';
export type { ResultEntry } from './results.ts';
export type { NameRule } from './structure.ts';

/** Each page's words, by the page's name in the route table (src/lib/routes.ts): a page without one is a type error. */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  academic: academicSchema,
  admission: admissionSchema,
  gallery: galleryPageSchema,
  coreTeam: coreTeamSchema,
  workWithUs: workWithUsSchema,
  notices: noticesPageSchema,
  residentialLife: residentialLifeSchema,
  calendar: calendarPageSchema,
  documents: documentsPageSchema,
  payFees: payFeesSchema,
  results: resultsPageSchema,
  search: searchPageSchema,
  wellbeing: wellbeingSchema,
  privacy: privacySchema,
  accessibility: accessibilitySchema,
} satisfies Record<PageName, GenericSchema>;

export interface ContentFile<S extends GenericSchema = GenericSchema> {
  /** The file's name, in each language's folder (or at the top of src/content/ for both languages). */
  file: string;
  schema: S;
  /** One file per language (en/, ml/), or one for both. */
  perLanguage: boolean;
}

type PageFiles = { [N in PageName]: ContentFile<(typeof pageSchemas)[N]> };
const pageFiles = Object.fromEntries(
  pageNames.map((name) => [name, { file: `${kebab(name)}.yaml`, schema: pageSchemas[name], perLanguage: true }]),
) as PageFiles;

export const contentFiles = {
  site: { file: 'site.yaml', schema: siteSchema, perLanguage: true },
  photos: { file: 'photos.yaml', schema: photosSchema, perLanguage: true },
  ...pageFiles,
  contact: { file: 'contact.yaml', schema: contactSchema, perLanguage: false },
} satisfies Record<string, ContentFile>;

export type ContentName = keyof typeof contentFiles;

/** A date may not take the name of a kind's or a class's calendar: /calendar/exam.ics is every exam's. */
const notAKind: NameRule = (name) =>
  name in eventKinds || classFeeds.some((feed) => feed.slug === name)
    ? `is named "${name}", the name of the calendar of every date of that ${name in eventKinds ? 'kind' : 'class'} (/calendar/${name}.ics): give the date a longer title`
    : null;

/** Collections: entries the school adds and removes, each a file per language, under the same name in both. */
export const contentCollections = {
  notices: { folder: 'notices', schema: noticeSchema, label: 'notice' },
  galleries: { folder: 'galleries', schema: gallerySchema, label: 'gallery' },
  events: { folder: 'events', schema: eventSchema, label: 'event', name: notAKind },
  documents: { folder: 'documents', schema: documentSchema, label: 'document' },
  results: { folder: 'results', schema: resultSchema, label: 'result', name: namedByYearAndStream },
} satisfies Record<string, { folder: string; schema: GenericSchema; label: string; name?: NameRule }>;

/** The rule for a collection's file names, if it has one. */
export const nameRuleOf = (name: CollectionName): NameRule | undefined =>
  (contentCollections[name] as { name?: NameRule }).name;

export type CollectionName = keyof typeof contentCollections;
