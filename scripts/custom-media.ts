import type { Plugin } from 'vite';
import { media } from '../src/ui/breakpoints.ts';

/** Expands `@media (--lg-up)` and the other names of src/ui/breakpoints.ts in every stylesheet. */
export function customMediaPlugin(): Plugin {
  const pattern = new RegExp(`\\((${Object.keys(media).join('|')})\\)`, 'g');
  return {
    name: 'school-custom-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      return { code: code.replace(pattern, (_, name: keyof typeof media) => media[name]), map: null };
    },
  };
}
