/**
 * The site's breakpoints: chosen once, here. CSS uses them as `@media (--lg-up)` and friends; the Vite plugin
 * in scripts/build/custom-media.ts expands those names from this table, and <picture> sources read it too.
 *
 * phone: below 640 px; medium (tablet): 640 to 1023 px; large: 1024 px and up; wide: 1280 px and up. Page layouts
 * switch at large; the header's links sit inline only from wide (below it they are the menu), since with the
 * language switch and the chat button they need about 1,150 px (src/app/header-nav.css).
 * `--js` and `--no-js` tell whether the browser runs script. The served HTML is laid out for both before any
 * script runs, so nothing shifts when the app arrives. Write the no-script layout (everything readable) as the
 * default and the scripted one under `--js`: browsers that lack the `scripting` feature then get the default.
 */
export const breakpoints = { sm: 640, lg: 1024, xl: 1280 } as const;

export const below = (px: number) => `(max-width: ${px - 0.02}px)`;
export const from = (px: number) => `(min-width: ${px}px)`;

/** A width no screen has: the header's links are always the menu. */
const ALWAYS_MENU = 100_000;

/**
 * From what width the header's links sit inline (`--header-inline`; below it, `--header-menu`, they are the
 * menu): seven links fit from the wide breakpoint in both languages; an eighth (a page the school fills in) needs
 * 1,440 px in Malayalam; a ninth does not fit the page's widest (1,550 px) beside the chat button and the language
 * switch, so from nine links the header is a menu at every width. The build sets it from the links the header has
 * (scripts/build/custom-media.ts).
 */
export const headerInlineFrom = (links: number): number =>
  links > 8 ? ALWAYS_MENU : links > 7 ? 1440 : breakpoints.xl;

export const media = {
  '--phone': below(breakpoints.sm),
  '--sm-up': from(breakpoints.sm),
  '--below-lg': below(breakpoints.lg),
  '--lg-up': from(breakpoints.lg),
  '--below-xl': below(breakpoints.xl),
  '--xl-up': from(breakpoints.xl),
  '--header-menu': below(breakpoints.xl),
  '--header-inline': from(breakpoints.xl),
  '--js': '(scripting: enabled)',
  '--no-js': '(scripting: none)',
} as const;

export type MediaName = keyof typeof media;
