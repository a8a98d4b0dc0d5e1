import { describe, expect, it } from 'vitest';
import { about as enAbout } from '../../src/content/en/about.ts';
import { academic as enAcademic } from '../../src/content/en/academic.ts';
import { admission as enAdmission } from '../../src/content/en/admission.ts';
import { coreTeam as enCoreTeam } from '../../src/content/en/core-team.ts';
import { gallery as enGallery } from '../../src/content/en/gallery.ts';
import { home as enHome } from '../../src/content/en/home.ts';
import { site as enSite } from '../../src/content/en/site.ts';
import { workWithUs as enWorkWithUs } from '../../src/content/en/work-with-us.ts';
import { identity } from '../../src/content/identity.ts';
import { images, imageWidths } from '../../src/content/images.ts';
import { about as mlAbout } from '../../src/content/ml/about.ts';
import { academic as mlAcademic } from '../../src/content/ml/academic.ts';
import { admission as mlAdmission } from '../../src/content/ml/admission.ts';
import { coreTeam as mlCoreTeam } from '../../src/content/ml/core-team.ts';
import { gallery as mlGallery } from '../../src/content/ml/gallery.ts';
import { home as mlHome } from '../../src/content/ml/home.ts';
import { site as mlSite } from '../../src/content/ml/site.ts';
import { workWithUs as mlWorkWithUs } from '../../src/content/ml/work-with-us.ts';

const languages = {
  en: { site: enSite, home: enHome, about: enAbout, academic: enAcademic, admission: enAdmission, coreTeam: enCoreTeam, workWithUs: enWorkWithUs, gallery: enGallery },
  ml: { site: mlSite, home: mlHome, about: mlAbout, academic: mlAcademic, admission: mlAdmission, coreTeam: mlCoreTeam, workWithUs: mlWorkWithUs, gallery: mlGallery },
};

/** Every string anywhere in a content object, with where it is. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** The shape of a content object with its words taken out: keys, array lengths, images, gradients, ids. */
function skeleton(value: unknown, path = ''): unknown {
  if (Array.isArray(value)) return value.map((v, i) => skeleton(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, `${path}.${k}`)]));
  if (typeof value === 'function') return 'function';
  // Not words: image names, ids, keys, styles, links and the like must match between languages (alt texts are words).
  if (typeof value === 'string' && !path.startsWith('.imageAlt') && NOT_WORDS.test(path)) return value;
  return typeof value;
}

const NOT_WORDS = /\.(image|phoneImage|portrait|photo|student|plant|groupPhoto|key|id|type|gradient|logo|url|mapUrl)$/;
const MALAYALAM = /[\u0D00-\u0D7F]/g;

describe('site content, in both languages', () => {
  for (const [lang, content] of Object.entries(languages)) {
    it(`${lang}: has no empty strings and no placeholder words`, () => {
      for (const [path, text] of strings(content)) {
        expect(text.trim(), `${lang}${path}`).not.toBe('');
        expect(text, `${lang}${path}`).not.toMatch(/lorem|ipsum|TODO|undefined|\bnull\b/i);
      }
    });

    it(`${lang}: has the spec’s counts: 6 slides, 6 facilities, 3 streams of 7 subjects, 3 team members, 4 aims`, () => {
      expect(content.home.hero.slides).toHaveLength(6);
      expect(content.about.facilities.items).toHaveLength(6);
      expect(content.admission.streams.map((s) => s.key)).toEqual(['science', 'commerce', 'humanities']);
      for (const stream of content.admission.streams) expect(stream.subjects).toHaveLength(7);
      expect(content.coreTeam.members.map((m) => m.id)).toEqual(['director', 'principal', 'coordinator']);
      expect(content.about.mission.aims).toHaveLength(4);
      expect(content.academic.divisions.cards).toHaveLength(4);
      expect(content.academic.addOns.cards).toHaveLength(6);
    });

    it(`${lang}: emphasises only words its add-on texts contain`, () => {
      for (const card of content.academic.addOns.cards) {
        if (card.type === 'content') for (const phrase of card.emphasis) expect(card.content, card.id).toContain(phrase);
      }
    });

    it(`${lang}: invents no names for the core team`, () => {
      expect(content.coreTeam.members.every((m) => m.name === undefined)).toBe(true);
    });

    it(`${lang}: gives every image alt text`, () => {
      for (const name of Object.keys(images) as (keyof typeof images)[]) expect(content.site.imageAlt[name].length, name).toBeGreaterThan(3);
    });
  }

  it('gives every image a size and a width ladder', () => {
    for (const [name, image] of Object.entries(images)) {
      expect(image.width, name).toBeGreaterThan(0);
      expect(imageWidths(image.width).at(-1)).toBe(image.width);
    }
  });

  it('gives Visits to Premier Institutes its own text', () => {
    const visits = enAcademic.addOns.cards.find((c) => c.id === 'visits');
    const skills = enAcademic.addOns.cards.find((c) => c.id === 'skills');
    expect(visits?.type === 'content' && visits.content).toMatch(/premier institutes.*social and green initiatives/);
    expect(visits?.type === 'content' && skills?.type === 'content' && visits.content !== skills.content).toBe(true);
  });

  it('has the same shape in Malayalam as in English: the same images, keys, ids and counts', () => {
    for (const part of Object.keys(languages.en) as (keyof typeof languages.en)[]) {
      expect(skeleton(languages.ml[part]), part).toEqual(skeleton(languages.en[part]));
    }
  });

  it('writes Malayalam in Malayalam: most of every text, with atomic chillu letters', () => {
    for (const [path, text] of strings(languages.ml)) {
      // Single-code-point chillus (U+0D7A–U+0D7F), never the older virama + zero-width-joiner sequences.
      expect(text, path).not.toMatch(/\u0D4D\u200D/);
      if ((!path.startsWith('.site.imageAlt') && NOT_WORDS.test(path)) || /\.(otherLanguage|brands\[\d\]\.name)$/.test(path)) continue;
      // Names that stay as they are (the school's; exams and boards by their initials; web addresses) aside.
      const words = text.replaceAll(identity.schoolName, '').replace(/\b[A-Z]{2,6}\b|\S+@\S+|https?:\/\/\S+/g, '');
      const letters = words.replace(/[^\p{L}]/gu, '');
      if (letters.length < 4) continue;
      const malayalam = words.match(MALAYALAM)?.length ?? 0;
      expect(malayalam / letters.length, `${path}: ${text}`).toBeGreaterThan(0.6);
    }
    const all = strings(languages.ml).map(([, text]) => text).join('');
    expect(all.match(/[\u0D7A-\u0D7F]/g)?.length).toBeGreaterThan(100);
  });

  it('puts every Malayalam vowel sign and mark on a Malayalam letter, so the Malayalam font can shape it', () => {
    // A sign after anything else (21-ാം) joins that character in one cluster; the Malayalam font, a subset, has
    // no glyph for a hyphen or a digit, and the page showed a missing-glyph box there. Ordinals are written out.
    for (const [path, text] of strings(languages.ml)) {
      expect(text, path).not.toMatch(/[^\u0D00-\u0D7F\u200C\u200D][\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D4D\u0D57\u0D62\u0D63]/);
    }
  });

  it('keeps the exam and board names parents know, in both languages', () => {
    const ml = strings(languages.ml).map(([, text]) => text).join(' ');
    for (const name of ['NEET', 'JEE', 'CA', 'CMA', 'UPSC', 'SSC', 'കേരള സ്റ്റേറ്റ് സിലബസ']) expect(ml).toContain(name);
  });
});
