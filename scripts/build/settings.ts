/**
 * The settings every command reads (issue 67), one way: the checkout's `.env` file (and `.env.production`,
 * `.env.local` as Vite reads them for the mode), with the environment's variables over it. The build, `npm start`,
 * `npm run dev`, `npm run deploy-config`, the push commands and the tests' view of the content all read them so, so a
 * school's settings in `.env` are the same everywhere. `.env.example` lists every setting; `.env` is never committed.
 */
import { loadEnv } from 'vite';

export type Settings = Record<string, string | undefined>;

export function settingsOf(root = process.cwd(), mode = 'production'): Settings {
  return { ...loadEnv(mode, root, ''), ...process.env };
}
