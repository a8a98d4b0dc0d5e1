/**
 * Malayalam pages preload their two font files (src/styles/malayalam.css declares them), so the text is
 * usually set in Noto Sans Malayalam from the first paint. English pages preload nothing.
 */
import bold from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import type { HeadTag } from './head.ts';
import type { Lang } from '../lib/routes.ts';

export function fontPreloads(lang: Lang): HeadTag[] {
  if (lang !== 'ml') return [];
  return [regular, bold].map((href) => ({
    type: 'link',
    props: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
  }));
}
