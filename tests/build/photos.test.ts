/**
 * Each module's words carry the photos they name, not every photo (scripts/build/content/photos.ts): the pictures
 * of a page find theirs in its words, the link previews theirs in the routes' words.
 */
import { describe, expect, it } from 'vitest';
import { imageVersions } from '../../scripts/build/media.ts';
import { routeMetaModule } from '../../scripts/build/content/module.ts';
import { imagesNamed, photosOf } from '../../scripts/build/content/photos.ts';
import { images, type ImageName } from '../../src/content/images.ts';
import { languages } from '../../src/lib/routes.ts';
import { content, pageWords, siteWords } from '../helpers/content.ts';

const altOf = (lang: 'en' | 'ml', name: ImageName) =>
  (content.files.photos[lang] as Record<string, { alt: string }>)[name]?.alt;

describe("the photos a module's words name", () => {
  it('finds image names among values at any depth, once each, and never a key or a word that is not one', () => {
    const words = {
      heroBoyhood: 'principal',
      slides: [{ image: 'heroScience', phone: 'heroSciencePhone' }, { image: 'heroScience' }],
      text: 'The principal welcomes you',
      count: 3,
    };
    expect(imagesNamed(words)).toEqual(['principal', 'heroScience', 'heroSciencePhone']);
  });

  it.each(languages)('gives each its description in the language and its version (%s)', (lang) => {
    const photos = photosOf(content, lang, { image: 'aboutLocation' });
    expect(photos).toEqual({
      aboutLocation: { alt: altOf(lang, 'aboutLocation'), version: imageVersions(content).aboutLocation },
    });
    expect(photos.aboutLocation?.alt).toBeTruthy();
  });

  it.each(languages)("puts a page's photos in its words, and only a few in the site-wide words (%s)", (lang) => {
    const about = pageWords('about', lang);
    expect(Object.keys(about.photos)).toEqual(expect.arrayContaining(['aboutLocation', 'aboutTeam']));
    expect(Object.keys(about.photos).length).toBeLessThan(Object.keys(images).length / 2);
    expect(Object.keys(siteWords(lang).photos).length).toBeLessThan(5);
    const { meta, photos } = routeMetaModule(content, lang);
    expect(Object.keys(photos).sort()).toEqual([...new Set(Object.values(meta).map((m) => m.image))].sort());
  });
});
