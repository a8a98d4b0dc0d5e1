import type { Plugin } from 'vite';
import type { SchoolName } from '../../src/lib/identity.ts';
import { below, from, headerInlineFrom, media } from '../../src/ui/breakpoints.ts';
import { nameFitQueries } from './name-fit.ts';

/**
 * Expands `@media (--lg-up)` and the other names of src/ui/breakpoints.ts in every stylesheet, and the header's
 * `@container school-name (--school-name-en-phone)` and friends (./name-fit.ts). `headerLinks`: how many links the
 * header has (the content decides: the same in both languages), for `--header-inline`; `names`: the school's.
 */
export function customMediaPlugin(headerLinks: () => number, names: () => { en: SchoolName; ml: SchoolName }): Plugin {
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
        ...nameFitQueries(names()),
      };
      const pattern = new RegExp(`\\((${Object.keys(table).join('|')})\\)`, 'g');
      // A name not in the table would be a query no browser matches, silently: stop the build instead.
      const unknown = /@(?:media|container)[^{]*\((--[\w-]+)\)/.exec(code.replace(pattern, ''));
      if (unknown) throw new Error(`${id}: (${unknown[1]}) is not a breakpoint of src/ui/breakpoints.ts`);
      return { code: code.replace(pattern, (_, name: string) => table[name] ?? name), map: null };
    },
  };
}
