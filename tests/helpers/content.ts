/**
 * The site's content as the build reads it (scripts/build/content/load.ts), with this run's settings read as the build
 * reads them (.env, then the environment: scripts/build/settings.ts), so the tests expect what the school has written
 * and configured, not our placeholders.
 */
import { loadContent } from '../../scripts/build/content/load.ts';
import { settingsOf } from '../../scripts/build/settings.ts';
import { pageModule, siteModule } from '../../scripts/build/content/module.ts';
import { buildDay } from '../../scripts/build/content/notice-views.ts';
import type { PageModule, SiteContent } from '../../src/content/index.ts';
import type { ContactContent } from '../../src/content/schema/index.ts';
import type { Lang, PageName } from '../../src/lib/routes.ts';

export const settings = settingsOf();
export const content = loadContent(process.cwd(), settings);
if (content.problems.length) throw new Error(`The content has problems:\n  - ${content.problems.join('\n  - ')}`);

/** What the tests expect of this run's school: its name, contact details and origin. */
export const identity = content.identity;

/** The site-wide words in a language, as the app has them. */
export const siteWords = (lang: Lang): SiteContent => siteModule(content, lang, buildDay(settings));

/** One page's words in a language, as the app has them. */
export const pageWords = <N extends PageName>(name: N, lang: Lang): PageModule<N> =>
  pageModule(content, name, lang, buildDay(settings));

export const contact: ContactContent = content.files.contact.both!;
