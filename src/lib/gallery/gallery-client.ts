/**
 * The one data call of the site: GET {api}/api/galleries/{site}, once when the gallery page opens. It gives
 * the page a state to show (loading, loaded, empty, failed), never throws at it, and logs failures as the
 * spec asks ("Error fetching ... galleries").
 */
import { parseGalleries, type Gallery } from './gallery.ts';

/** Why a load failed, for the page to put in words (in its language). */
export type GalleryFailure =
  | { kind: 'status'; code: number }
  | { kind: 'timeout' }
  | { kind: 'invalid-json' }
  | { kind: 'not-a-list' }
  | { kind: 'network' };

export type GalleryState =
  | { status: 'loading' }
  | { status: 'loaded'; galleries: Gallery[] }
  | { status: 'empty' }
  | { status: 'failed'; failure: GalleryFailure };

class LoadFailure extends Error {
  constructor(readonly failure: GalleryFailure) {
    super(`gallery load failed: ${failure.kind}${failure.kind === 'status' ? ` ${failure.code}` : ''}`);
  }
}

export const GALLERY_TIMEOUT_MS = 15_000;

export function galleryApiUrl(apiBase: string, siteKey: string): string {
  return `${apiBase}/api/galleries/${encodeURIComponent(siteKey)}`;
}

/**
 * An older school year's galleries, a file beside the list (`/api/galleries/<key>.2019-20`; the list is a file, so
 * not under it): the site's own list holds this school year's and last year's (issue 62), and the gallery page's
 * words name the older years (scripts/build/content/module.ts).
 */
export const galleryYearUrl = (listUrl: string, year: string): string => `${listUrl}.${year}`;

/** The list, as the page shows it in its language (`lang`). */
export async function fetchGalleries(
  url: string,
  origin: string,
  lang: string,
  signal?: AbortSignal,
): Promise<GalleryState> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(GALLERY_TIMEOUT_MS)])
        : AbortSignal.timeout(GALLERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new LoadFailure({ kind: 'status', code: response.status });
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new LoadFailure({ kind: 'invalid-json' });
    }
    const galleries = parseGalleries(json, origin, lang);
    if (!galleries) throw new LoadFailure({ kind: 'not-a-list' });
    return galleries.length > 0 ? { status: 'loaded', galleries } : { status: 'empty' };
  } catch (error) {
    if (signal?.aborted) return { status: 'loading' };
    console.error('Error fetching galleries:', error);
    if (error instanceof LoadFailure) return { status: 'failed', failure: error.failure };
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { status: 'failed', failure: { kind: timedOut ? 'timeout' : 'network' } };
  }
}
