import { describe, expect, it } from 'vitest';
import { images } from '../../src/content/images.ts';
import { warmList } from '../../src/lib/warm-list.ts';

/** Each image's version, as the build names them (a fixed one here: only the widths are chosen by the list). */
const versions = Object.fromEntries(Object.keys(images).map((name) => [name, 'a1b2c3d4']));

describe('warmList', () => {
  it('picks one size per image: the smallest covering the screen width at this density, in its version', () => {
    const urls = warmList(images, versions, 390, 2, 'avif');
    expect(urls).toHaveLength(Object.keys(images).length);
    expect(urls).toContain('/media/heroBoyhood-a1b2c3d4-960.avif');
    expect(urls).toContain('/media/subjectPhysics-a1b2c3d4-600.avif');
    expect(new Set(urls.map((u) => u.replace(/-\d+\.avif$/, ''))).size).toBe(urls.length);
  });

  it('never asks for more than an image has, and caps density at 2x', () => {
    expect(warmList(images, versions, 1440, 3, 'webp')).toContain('/media/idealCampus-a1b2c3d4-2400.webp');
    expect(warmList(images, versions, 1440, 1, 'webp')).toContain('/media/heroBoyhood-a1b2c3d4-1600.webp');
    expect(warmList(images, versions, 360, 1, 'webp')).toContain('/media/facilityPool-a1b2c3d4-640.webp');
  });
});
