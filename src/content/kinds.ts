/**
 * The kinds of the calendar's dates and of the documents, with the names the editor shows: plain constants, so the
 * pages can list them without the schemas (src/content/schema/events.ts, documents.ts) that check them.
 */
export const eventKinds = {
  term: 'Term (first or last day)',
  exam: 'Exam',
  holiday: 'Holiday',
  meeting: 'Parent-teacher meeting',
  homeGoing: 'Home-going weekend',
  visiting: 'Visiting Sunday',
  admission: 'Admission',
  event: 'Event',
} as const;
export type EventKind = keyof typeof eventKinds;

export const documentKinds = {
  prospectus: 'Prospectus',
  circular: 'Circular',
  form: 'Form',
  policy: 'Policy',
  certificate: 'Certificate or disclosure',
  report: 'Report',
} as const;
export type DocumentKind = keyof typeof documentKinds;

export const documentLanguages = { en: 'English', ml: 'Malayalam', both: 'English and Malayalam' } as const;
