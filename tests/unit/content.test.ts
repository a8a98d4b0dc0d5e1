import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/about.ts';
import { academic } from '../../src/content/academic.ts';
import { streams } from '../../src/content/admission.ts';
import { coreTeam } from '../../src/content/core-team.ts';
import { home, shared } from '../../src/content/home.ts';
import { images, imageWidths } from '../../src/content/images.ts';
import { pageMeta } from '../../src/content/meta.ts';

/** Every string anywhere in a content object. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('site content', () => {
  it('has no empty strings and no placeholder words', () => {
    for (const [name, content] of Object.entries({ home, shared, about, academic, streams, coreTeam, pageMeta })) {
      for (const [path, text] of strings(content)) {
        expect(text.trim(), `${name}${path}`).not.toBe('');
        expect(text, `${name}${path}`).not.toMatch(/lorem|ipsum|TODO|undefined/i);
      }
    }
  });

  it('gives every image alt text, a size and a width ladder', () => {
    for (const [name, image] of Object.entries(images)) {
      expect(image.alt.length, name).toBeGreaterThan(3);
      expect(image.width).toBeGreaterThan(0);
      expect(imageWidths(image.width).at(-1)).toBe(image.width);
    }
  });

  it('has the spec’s counts: 6 slides, 6 facilities, 3 streams of 7 subjects, 3 team members, 4 aims', () => {
    expect(home.hero.slides).toHaveLength(6);
    expect(about.facilities.items).toHaveLength(6);
    expect(streams.map((s) => s.label)).toEqual(['+1 Science', '+1 Commerce', '+1 Humanities']);
    for (const stream of streams) expect(stream.subjects).toHaveLength(7);
    expect(coreTeam.members.map((m) => m.position)).toEqual(['Director', 'Higher Secondary Principal', 'Residential Program Coordinator']);
    expect(about.mission.aims).toHaveLength(4);
    expect(academic.divisions.cards).toHaveLength(4);
    expect(academic.addOns.cards).toHaveLength(6);
  });

  it('gives Visits to Premier Institutes its own text', () => {
    const visits = academic.addOns.cards.find((c) => c.id === 'visits');
    const skills = academic.addOns.cards.find((c) => c.id === 'skills');
    expect(visits?.type === 'content' && visits.content).toMatch(/premier institutes.*social and green initiatives/);
    expect(visits?.type === 'content' && skills?.type === 'content' && visits.content !== skills.content).toBe(true);
  });

  it('invents no names for the core team', () => {
    expect(coreTeam.members.every((m) => m.name === undefined)).toBe(true);
  });
});
