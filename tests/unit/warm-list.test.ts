import { describe, expect, it } from 'vitest';
import { images } from '../../src/content/images.ts';
import { warmList } from '../../src/lib/warm-list.ts';

describe('warmList', () => {
  it('picks one size per image: the smallest covering the screen width at this density', () => {
    const urls = warmList(images, 390, 2, 'avif');
    expect(urls).toHaveLength(Object.keys(images).length);
    expect(urls).toContain('/media/heroBoyhood-960.avif');
    expect(urls).toContain('/media/subjectPhysics-600.avif');
    expect(new Set(urls.map((u) => u.replace(/-\d+\.avif$/, ''))).size).toBe(urls.length);
  });

  it('never asks for more than an image has, and caps density at 2x', () => {
    expect(warmList(images, 1440, 3, 'webp')).toContain('/media/idealCampus-2400.webp');
    expect(warmList(images, 1440, 1, 'webp')).toContain('/media/heroBoyhood-1600.webp');
    expect(warmList(images, 360, 1, 'webp')).toContain('/media/facilityPool-640.webp');
  });
});
