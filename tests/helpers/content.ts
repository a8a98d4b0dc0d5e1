/**
 * The site's content as the build reads it (scripts/build/content/load.ts), with this run's SITE_* settings, so the
 * tests expect what the school has written and configured, not our placeholders.
 */
import { loadContent } from '../../scripts/build/content/load.ts';
import { contentModule } from '../../scripts/build/content/module.ts';
import { buildDay } from '../../scripts/build/content/notices.ts';
import type {
  AboutContent,
  AcademicContent,
  AdmissionContent,
  CoreTeamContent,
  GalleryContent,
  HomeContent,
  SiteContent,
  WorkWithUsContent,
} from '../../src/content/index.ts';
import type { ContactContent } from '../../src/content/schema/index.ts';
import type { Lang } from '../../src/lib/routes.ts';

export const content = loadContent(process.cwd(), process.env);
if (content.problems.length) throw new Error(`The content has problems:\n  - ${content.problems.join('\n  - ')}`);

/** What the tests expect of this run's school: its name, contact details and origin. */
export const identity = content.identity;

interface Words {
  site: SiteContent;
  home: HomeContent;
  about: AboutContent;
  academic: AcademicContent;
  admission: AdmissionContent;
  coreTeam: CoreTeamContent;
  workWithUs: WorkWithUsContent;
  gallery: GalleryContent;
}

/** One page's words in a language, as the app has them. */
export const words = <K extends keyof Words>(name: K, lang: Lang): Words[K] =>
  contentModule(content, name, lang, buildDay(process.env)) as Words[K];

export const contact = content.files.contact.both as ContactContent;
