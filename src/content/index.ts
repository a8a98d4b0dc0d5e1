/**
 * Where each language's words are loaded from. A page loads only its own words, in its own language, with
 * its code (src/app/pages.ts); the site-wide words of the page's language load before the app starts.
 */
import type { Lang } from '../lib/routes.ts';
import type { AboutContent } from './en/about.ts';
import type { AcademicContent } from './en/academic.ts';
import type { AdmissionContent } from './en/admission.ts';
import type { CoreTeamContent } from './en/core-team.ts';
import type { GalleryContent } from './en/gallery.ts';
import type { HomeContent } from './en/home.ts';
import type { SiteContent } from './en/site.ts';
import type { WorkWithUsContent } from './en/work-with-us.ts';

export type { AboutContent, AcademicContent, AdmissionContent, CoreTeamContent, GalleryContent, HomeContent, SiteContent, WorkWithUsContent };

type Loaders<T> = Record<Lang, () => Promise<T>>;

export const siteContent: Loaders<SiteContent> = {
  en: () => import('./en/site.ts').then((m) => m.site),
  ml: () => import('./ml/site.ts').then((m) => m.site),
};

/** The words of each page, by the page module's name (the gallery list and its viewer share one). */
export const pageContent = {
  home: { en: () => import('./en/home.ts').then((m) => m.home), ml: () => import('./ml/home.ts').then((m) => m.home) } as Loaders<HomeContent>,
  about: { en: () => import('./en/about.ts').then((m) => m.about), ml: () => import('./ml/about.ts').then((m) => m.about) } as Loaders<AboutContent>,
  academic: {
    en: () => import('./en/academic.ts').then((m) => m.academic),
    ml: () => import('./ml/academic.ts').then((m) => m.academic),
  } as Loaders<AcademicContent>,
  admission: {
    en: () => import('./en/admission.ts').then((m) => m.admission),
    ml: () => import('./ml/admission.ts').then((m) => m.admission),
  } as Loaders<AdmissionContent>,
  gallery: { en: () => import('./en/gallery.ts').then((m) => m.gallery), ml: () => import('./ml/gallery.ts').then((m) => m.gallery) } as Loaders<GalleryContent>,
  coreTeam: {
    en: () => import('./en/core-team.ts').then((m) => m.coreTeam),
    ml: () => import('./ml/core-team.ts').then((m) => m.coreTeam),
  } as Loaders<CoreTeamContent>,
  workWithUs: {
    en: () => import('./en/work-with-us.ts').then((m) => m.workWithUs),
    ml: () => import('./ml/work-with-us.ts').then((m) => m.workWithUs),
  } as Loaders<WorkWithUsContent>,
};
