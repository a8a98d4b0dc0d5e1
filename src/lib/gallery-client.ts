/**
 * The one data call of the site: GET {api}/api/galleries/{site}, once when the gallery page opens. It gives
 * the page a state to show (loading, loaded, empty, failed), never throws at it, and logs failures as the
 * spec asks ("Error fetching ... galleries").
 */
import { parseGalleries, type Gallery } from './gallery.ts';

export type GalleryState =
  | { status: 'loading' }
  | { status: 'loaded'; galleries: Gallery[] }
  | { status: 'empty' }
  | { status: 'failed'; message: string };

export const GALLERY_TIMEOUT_MS = 15_000;

export function galleryApiUrl(apiBase: string, siteKey: string): string {
  return `${apiBase}/api/galleries/${encodeURIComponent(siteKey)}`;
}

export async function fetchGalleries(url: string, origin: string, signal?: AbortSignal): Promise<GalleryState> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(GALLERY_TIMEOUT_MS)]) : AbortSignal.timeout(GALLERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new Error('the answer was not valid JSON');
    }
    const galleries = parseGalleries(json, origin);
    if (!galleries) throw new Error('the answer was not a list of galleries');
    return galleries.length > 0 ? { status: 'loaded', galleries } : { status: 'empty' };
  } catch (error) {
    if (signal?.aborted) return { status: 'loading' };
    console.error('Error fetching galleries:', error);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { status: 'failed', message: timedOut ? 'the server took too long to answer' : error instanceof Error ? error.message : String(error) };
  }
}
