/** The outline of "മലയാളം" for the language switch, drawn at build time (scripts/build/language-label.ts). */
declare module 'virtual:language-label' {
  export const word: string;
  /** The outline's path, which each English page carries once, outside the app's root. */
  export const href: string;
  export const viewBox: string;
}

/** A content file, checked at build time against its schema (scripts/build/content/plugin.ts; types: src/content/index.ts). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

/**
 * Each written page's own lists in a language, by address, and the urgent notices every page carries (the
 * prerenderer's: scripts/build/content/page-data.ts; src/content/page-data.tsx).
 */
declare module 'virtual:school-page-data/*' {
  const data: { urgent: import('./content/index.ts').NoticeView[]; pages: Record<string, unknown> };
  export default data;
}

/** The school's identity as the build settled it (scripts/build/content/plugin.ts; src/content/identity.ts). */
declare module 'virtual:school-identity' {
  const identity: import('./lib/identity.ts').Identity;
  export default identity;
}

/** Each route's words for search engines, in a language (scripts/build/content/plugin.ts; src/content/index.ts). */
declare module 'virtual:school-meta/*' {
  const meta: unknown;
  export default meta;
}

/** The galleries kept in the editor, in a language: id, title, description (the prerenderer's, for page heads). */
declare module 'virtual:school-galleries/*' {
  const galleries: { id: string; title: string; description: string }[];
  export default galleries;
}

/** Every site image's version, its content's hash (scripts/build/content/plugin.ts; src/lib/media.ts). */
declare module 'virtual:school-image-versions' {
  const versions: Record<string, string>;
  export default versions;
}
