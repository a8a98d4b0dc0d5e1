/** The gallery page's parts, as the gallery's browser tests find them (tests/e2e/gallery*.spec.ts). */
import type { APIRequestContext, Page } from '@playwright/test';
import { content } from './content.ts';

/** The address the page asks for the list at (the API's, or the build's static copy of it). */
export const API = '**/api/galleries/edmount';
/** The galleries in src/content/<language>/galleries/ (sample drawings, until the school adds its own). */
export const GALLERIES = content.collections.galleries.en.length;
export const cards = (page: Page) => page.getByRole('list', { name: 'Galleries' }).getByRole('listitem');
export const viewer = (page: Page) => page.getByRole('dialog');
export const position = (page: Page) => viewer(page).locator('.viewer__position');

/** Every photo address the published gallery list at `origin` names. */
export async function listedPhotos(request: APIRequestContext, origin: string): Promise<string[]> {
  const list = (await (await request.get(`${origin}/api/galleries/${content.identity.gallerySiteKey}`)).json()) as {
    album: { url: string }[];
  }[];
  return list.flatMap((gallery) => gallery.album.map((image) => image.url));
}
