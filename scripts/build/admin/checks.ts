/**
 * /admin/checks.js, loaded after Sveltia CMS: before a Save is written, the build's own checks (./save-check.ts).
 * If the build would refuse the entry, nothing is written and the office reads why in the Save's error message.
 */
import { problemsOf, type EntryData } from './save-check.ts';

/** The school's name, written in at build time: the language check does not count it as English. */
declare const SCHOOL_NAME: string;

interface SveltiaCms {
  registerEventListener(listener: {
    name: 'preSave';
    handler: (args: { entry: { toJS(): EntryData } }) => unknown;
  }): void;
}

const cms = (window as unknown as { CMS?: SveltiaCms }).CMS;
cms?.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const problems = problemsOf(entry.toJS(), SCHOOL_NAME);
    if (problems.length === 0) return undefined;
    // Sveltia CMS shows a Save's "saving_failed" error with its cause's message, and writes nothing.
    const message = `Not saved: the website would refuse ${problems.length === 1 ? 'this' : 'these'}.\n${problems.map((p) => `• ${p}`).join('\n')}`;
    throw new Error('saving_failed', { cause: new Error(message) });
  },
});
