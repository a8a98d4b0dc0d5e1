/**
 * Where each language's words are loaded from: the YAML files the school edits (src/content/<language>/*.yaml),
 * checked against their schemas (src/content/schema/) when the site is built. A page loads only its own words,
 * in its own language, with its code (src/app/pages.ts); the site-wide words of the page's language, with the
 * photos' descriptions, load before the app starts.
 */
import type { Lang, RouteKey } from '../lib/routes.ts';
import type { ImageName } from './images.ts';
import type {
  AboutContent,
  AcademicContent,
  AdmissionContent as AdmissionWords,
  ApplyContent,
  CoreTeamContent,
  GalleryPageContent,
  HomeContent as HomeWords,
  Notice,
  PrivacyContent,
  ResidentialLifeContent,
  SiteWords,
  WellbeingContent,
  WorkWithUsContent,
} from './schema/index.ts';

export type {
  AboutContent,
  AcademicContent,
  ApplyContent,
  CoreTeamContent,
  PrivacyContent,
  ResidentialLifeContent,
  WellbeingContent,
  WorkWithUsContent,
};

/** A notice as the pages show it: its dates written out in the page's language (scripts/build/content/notices.ts). */
export type NoticeView = Notice & { slug: string; dateText: string; untilText: string };
/** The notices page's data: every notice, and the day the site was built (which ones are current). */
export interface NoticesContent {
  today: string;
  notices: NoticeView[];
}
/** Dates written out in the page's language when the site is built, by their YYYY-MM-DD. */
export type DateWords = Record<string, string>;
/**
 * Where admission stands (src/lib/admission-window.ts): this year's dates, the words for each state, the dates
 * in words, and the build's day at the school (the page counts from it until the app knows today's).
 */
export interface AdmissionWindowContent {
  dates: ApplyContent['dates'];
  words: ApplyContent['window'];
  dateWords: DateWords;
  today: string;
}
/** The home page's words, with the latest notices and where admission stands. */
export type HomeContent = HomeWords & { notices: NoticeView[]; admissionWindow: AdmissionWindowContent };
/** The Admission page's words, with where admission stands and every date of it (key dates, fees due) in words. */
export type AdmissionContent = AdmissionWords & { admissionWindow: AdmissionWindowContent };
/** The gallery page's words, with how many galleries it will list when the site serves the list (null: not known). */
export type GalleryContent = GalleryPageContent & { galleryCount: number | null };
/**
 * The site-wide words, with every photo's description and the pages of the school's own facts that it has
 * filled in, in this language (the others are not built or linked: src/lib/routes.ts, `optional`).
 */
export type SiteContent = SiteWords & { imageAlt: Record<ImageName, string>; filledPages: RouteKey[] };

type Loaders<T> = Record<Lang, () => Promise<T>>;
const words = <T>(module: Promise<{ default: unknown }>) => module.then((m) => m.default as T);

export const siteContent: Loaders<SiteContent> = {
  en: () => words(import('./en/site.yaml')),
  ml: () => words(import('./ml/site.yaml')),
};

/** The words of each page, by the page module's name (the gallery list and its viewer share one). */
export const pageContent = {
  home: {
    en: () => words(import('./en/home.yaml')),
    ml: () => words(import('./ml/home.yaml')),
  } as Loaders<HomeContent>,
  about: {
    en: () => words(import('./en/about.yaml')),
    ml: () => words(import('./ml/about.yaml')),
  } as Loaders<AboutContent>,
  academic: {
    en: () => words(import('./en/academic.yaml')),
    ml: () => words(import('./ml/academic.yaml')),
  } as Loaders<AcademicContent>,
  admission: {
    en: () => words(import('./en/admission.yaml')),
    ml: () => words(import('./ml/admission.yaml')),
  } as Loaders<AdmissionContent>,
  gallery: {
    en: () => words(import('./en/gallery.yaml')),
    ml: () => words(import('./ml/gallery.yaml')),
  } as Loaders<GalleryContent>,
  coreTeam: {
    en: () => words(import('./en/core-team.yaml')),
    ml: () => words(import('./ml/core-team.yaml')),
  } as Loaders<CoreTeamContent>,
  workWithUs: {
    en: () => words(import('./en/work-with-us.yaml')),
    ml: () => words(import('./ml/work-with-us.yaml')),
  } as Loaders<WorkWithUsContent>,
  notices: {
    en: () => words(import('virtual:school-notices/en')),
    ml: () => words(import('virtual:school-notices/ml')),
  } as Loaders<NoticesContent>,
  residentialLife: {
    en: () => words(import('./en/residential-life.yaml')),
    ml: () => words(import('./ml/residential-life.yaml')),
  } as Loaders<ResidentialLifeContent>,
  wellbeing: {
    en: () => words(import('./en/wellbeing.yaml')),
    ml: () => words(import('./ml/wellbeing.yaml')),
  } as Loaders<WellbeingContent>,
  privacy: {
    en: () => words(import('./en/privacy.yaml')),
    ml: () => words(import('./ml/privacy.yaml')),
  } as Loaders<PrivacyContent>,
};
