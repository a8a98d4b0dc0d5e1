/**
 * The data a page's HTML carries for the app (./page-data.tsx): where it is in the HTML, and how it is read, by the
 * app from the page it opened on and by ./page-fetch.ts from a page it moves to.
 */
import type { NoticeView } from './index.ts';

/** What every written page carries for the app. */
export interface DocumentData {
  /** The page's address in its one form (the not-found page's: its file). */
  path: string;
  /** The urgent notices at the top of every page, as the site was built (the app asks for newer ones). */
  urgent: NoticeView[];
  /** The page's own lists, or null for a page without any. */
  page: unknown;
}

/** The element of the page's HTML that holds its data. */
export const DOCUMENT_DATA_ID = 'page-data';

const DATA_IN_HTML = new RegExp(`<script type="application/json" id="${DOCUMENT_DATA_ID}">([\\s\\S]*?)</script>`);

/** The data a page's HTML carries, or null (another site's page, the editor, a page of an older build). */
export function documentDataIn(html: string): DocumentData | null {
  const json = DATA_IN_HTML.exec(html)?.[1];
  if (json === undefined) return null;
  try {
    const data = JSON.parse(json) as Partial<DocumentData>;
    return typeof data.path === 'string' && Array.isArray(data.urgent) ? (data as DocumentData) : null;
  } catch {
    return null;
  }
}

/**
 * What a move to another page found of its lists: the lists (or null: the site has no page there), or, when its HTML
 * could not be had (no signal, a page never opened offline, which the worker answers with another page), nothing yet.
 */
export const UNAVAILABLE = Symbol('unavailable');
