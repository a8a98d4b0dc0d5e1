import type { Plugin } from 'vite';
import { below, from, headerInlineFrom, media } from '../../src/ui/breakpoints.ts';

/**
 * Expands `@media (--lg-up)` and the other names of src/ui/breakpoints.ts in every stylesheet. `headerLinks`:
 * how many links the header has (the content decides: the same in both languages), for `--header-inline`.
 */
export function customMediaPlugin(headerLinks: () => number): Plugin {
  const pattern = new RegExp(`\\((${Object.keys(media).join('|')})\\)`, 'g');
  return {
    name: 'school-custom-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      const inline = headerInlineFrom(headerLinks());
      const table: Record<string, string> = {
        ...media,
        '--header-menu': below(inline),
        '--header-inline': from(inline),
      };
      // A name not in the table would be a media query no browser matches, silently: stop the build instead.
      const unknown = /@media[^{]*\((--[\w-]+)\)/.exec(code.replace(pattern, ''));
      if (unknown) throw new Error(`${id}: @media (${unknown[1]}) is not a breakpoint of src/ui/breakpoints.ts`);
      return { code: code.replace(pattern, (_, name: keyof typeof media) => table[name] ?? name), map: null };
    },
  };
}
