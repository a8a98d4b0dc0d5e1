/**
 * Where a search's files are (issue 62): the first a search downloads, with every page and the recent school years'
 * entries, and one file for each older school year, loaded only when a query needs it. Each is a list of entries (the
 * first is at the address every version of the app has read, in the shape each has read).
 */
import { localPath, searchDataPath, type Lang } from '../routes.ts';

/** The file a search downloads first in a language. */
export const firstSearchFile = (lang: Lang): string => searchDataPath(lang);

/** An older school year's entries: `/search/2019-20.json`. */
export const olderSearchFile = (year: string, lang: Lang): string => localPath(`/search/${year}.json`, lang);

/** A language's search files: the first, and each older school year's (the site's words name the years). */
export interface SearchFiles {
  first: string;
  older: string[];
}

export const searchFiles = (lang: Lang, olderYears: readonly string[]): SearchFiles => ({
  first: firstSearchFile(lang),
  older: olderYears.map((year) => olderSearchFile(year, lang)),
});

/** Whether an address is one of the search's files (the service worker keeps them for offline search). */
export const isSearchFile = (pathname: string): boolean => /^(\/ml)?\/search\/[\w-]+\.json$/.test(pathname);
