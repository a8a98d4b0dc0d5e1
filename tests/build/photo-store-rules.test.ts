/**
 * The photo store's rules that need no store (scripts/photos/): which file is which photo's size, what the
 * deployment names as its store, what the deploy's step says, and nginx's way to the bucket.
 */
import { describe, expect, it } from 'vitest';
import { deployRules } from '../../scripts/build/deploy-rules.ts';
import { nginxServer } from '../../scripts/build/host-configs.ts';
import { photoStoreOf } from '../../scripts/build/photo-store/bucket.ts';
import { photoOfFile } from '../../scripts/build/photo-store/store.ts';
import { uploadReport } from '../../scripts/photos/upload.ts';
import { content, settings } from '../helpers/content.ts';

describe('the photo store', () => {
  it("knows each size's photo by its address, and nothing else as a photo", () => {
    expect(photoOfFile('/media/galleries/day-1-0123abcd-640.avif')).toBe('/media/galleries/day-1-0123abcd');
    expect(photoOfFile('/media/galleries/day-1-0123abcd.webp')).toBe('/media/galleries/day-1-0123abcd');
    expect(photoOfFile('/media/galleries/sports-day-2026-a1b2c3d4-1280.webp')).toBe(
      '/media/galleries/sports-day-2026-a1b2c3d4',
    );
    for (const other of [
      '/media/galleries/day-1.jpg',
      '/media/galleries/day-1-0123abcd-640.avif.br',
      '/media/heroScience-1a2b3c4d-640.avif',
      '/media/galleries/day-1-0123ABCD.webp',
    ])
      expect(photoOfFile(other)).toBeNull();
  });

  it('is named by PHOTO_STORE, and a name R2 would refuse is refused in words', () => {
    expect(photoStoreOf({})).toBeUndefined();
    expect(photoStoreOf({ PHOTO_STORE: '' })).toBeUndefined();
    expect(photoStoreOf({ PHOTO_STORE: 'school-photos' })).toEqual({ bucket: 'school-photos', dir: undefined });
    expect(photoStoreOf({ PHOTO_STORE: 'school-photos', PHOTO_STORE_DIR: '/tmp/x' })).toEqual({
      bucket: 'school-photos',
      dir: '/tmp/x',
    });
    expect(() => photoStoreOf({ PHOTO_STORE: 'School Photos' })).toThrow(
      'PHOTO_STORE is "School Photos", which is not an R2 bucket\'s name',
    );
  });

  it("says what the deploy's step did", () => {
    expect(uploadReport('b', { photos: 2, files: 26, held: 5 })).toBe(
      'Put 2 new gallery photos (26 files) in the store b; it held the other 5.',
    );
    expect(uploadReport('b', { photos: 1, files: 13, held: 0 })).toBe(
      'Put 1 new gallery photo (13 files) in the store b; it held the other 0.',
    );
    expect(uploadReport('b', { photos: 0, files: 0, held: 5 })).toBe('No new gallery photo: the store b held all 5.');
    expect(uploadReport('b', { photos: 0, files: 0, held: 0 })).toBe('No gallery photo in dist/ to store.');
  });

  it("has nginx check the bucket's certificate, and ask it only for what the disk lacks", () => {
    const server = (photoStore?: string) =>
      nginxServer(deployRules(content, settings), content.identity, { root: '/srv/school', photoStore });
    const stored = server('https://photos.school.example');
    expect(stored).toContain('    try_files $uri @photo_store;');
    expect(stored).toContain('    proxy_pass https://photos.school.example;');
    expect(stored).toContain('    proxy_ssl_verify on;');
    expect(stored).toContain('    proxy_hide_header Cache-Control;');
    expect(server()).not.toContain('@photo_store');
  });
});
