/** The outline of "മലയാളം" for the language switch, drawn at build time (scripts/language-label.ts). */
declare module 'virtual:language-label' {
  export const word: string;
  export const d: string;
  export const viewBox: string;
}
