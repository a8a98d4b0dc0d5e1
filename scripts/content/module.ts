/** The content files as the app imports them (virtual modules, scripts/content/plugin.ts). */
import type { ContentName } from '../../src/content/schema/index.ts';
import { latestNotices } from '../../src/lib/notices.ts';
import type { Lang } from '../../src/lib/routes.ts';
import type { Content } from './load.ts';
import { noticeViews } from './notices.ts';

/**
 * A content file as the app imports it. The site-wide words carry every photo's description (every page shows
 * photos); the home page's words, the latest notices. `today` is the build's day at the school.
 */
export function contentModule(content: Content, name: ContentName, lang: Lang | 'both', today: string): unknown {
  const data = content.files[name][lang];
  if (name === 'home' && lang !== 'both') return { ...(data as object), notices: latestNotices(noticeViews(content, lang), today) };
  if (name !== 'site' || lang === 'both') return data;
  const photos = content.files.photos[lang] as Record<string, { alt: string }>;
  return { ...(data as object), imageAlt: Object.fromEntries(Object.entries(photos).map(([image, { alt }]) => [image, alt])) };
}
