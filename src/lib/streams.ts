/** The three +1 streams a student applies to (spec: science first, the default). */
export const streamKeys = ['science', 'commerce', 'humanities'] as const;
export type Stream = (typeof streamKeys)[number];

export const isStream = (value: string): value is Stream => (streamKeys as readonly string[]).includes(value);
