/**
 * Placeholder artwork, drawn as SVG from code, until the school sends photos.
 *
 * Each scene is a small function of (width, height, random). The media step (scripts/build/media.ts) renders the
 * SVG to pixels when the school has not chosen a photo for the image in the editor
 * (src/content/<language>/photos.yaml). Run `npm run artwork` to write the SVGs to media/placeholders/ to look at them.
 */

import type { ArtKind, ArtSpec } from '../../../src/content/images.ts';
import { backdrop, band, circle, d, el, ellipse, g, outline, path, r1, rect } from './shapes.ts';
import { building, bunting, bust, emblem, hill, palm, person, pupil, room, sky, sun, tree } from './shapes.ts';
import { palette, pick, random, windowPane, type Rand } from './shapes.ts';

function campus(w: number, h: number, rand: Rand): string {
  const warm = rand() > 0.5;
  let s = sky(w, h, warm ? palette.dusk : palette.sky, palette.cream);
  s += sun(w * (0.15 + rand() * 0.7), h * 0.22, h * 0.08, warm ? '#fff2d6' : '#ffffff');
  s += hill(w, h, h * 0.55, h * 0.2, '#9cc7a8', rand);
  s += hill(w, h, h * 0.66, h * 0.16, palette.sea, rand);
  const count = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i++) {
    const bw = w * (0.1 + rand() * 0.08);
    const bh = h * (0.12 + rand() * 0.1);
    const x = w * 0.12 + (w * 0.76 * i) / count + rand() * w * 0.03;
    const [wall, roof] = i % 2 ? [palette.cream, palette.clay] : [palette.stone, palette.teal];
    s += building(x, h * 0.66 - bh + h * 0.02, bw, bh, wall, roof);
  }
  s += hill(w, h, h * 0.8, h * 0.08, palette.grass, rand);
  for (let i = 0; i < 7; i++)
    s +=
      rand() > 0.4
        ? palm(w * rand(), h * (0.86 + rand() * 0.1), h * 0.2)
        : tree(w * rand(), h * 0.92, h * 0.16, palette.leaf);
  return s;
}

function classroom(w: number, h: number, rand: Rand): string {
  let s = room(w, h, pick(rand, ['#e9efe9', '#f1ebe0', '#e4edf1']), '#b98b5e');
  s += rect(w * 0.3, h * 0.14, w * 0.4, h * 0.3, { rx: 6, fill: palette.night });
  s += rect(w * 0.32, h * 0.17, w * 0.36, h * 0.24, { fill: palette.teal });
  const chart = d`M${w * 0.36} ${h * 0.36} L${w * 0.44} ${h * 0.26} L${w * 0.5} ${h * 0.31} L${w * 0.6} ${h * 0.21}`;
  s += path(chart, outline(palette.gold, 5));
  s += windowPane(w * 0.05, h * 0.16, w * 0.16, h * 0.32) + windowPane(w * 0.79, h * 0.16, w * 0.16, h * 0.32);
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const x = w * (0.1 + i * 0.22);
      const y = h * (0.78 + row * 0.12);
      s += person(x + w * 0.06, y - h * 0.03, h * 0.22, row ? palette.navy : palette.teal);
      s += rect(x, y - h * 0.06, w * 0.14, h * 0.04, { rx: 3, fill: '#8a5f3c' });
    }
  }
  return s;
}

function lab(w: number, h: number, rand: Rand): string {
  let s = room(w, h, '#e6f0f0', '#9aa7ab');
  s += el('rect', { x: 0, y: r1(h * 0.55), width: w, height: r1(h * 0.06), fill: palette.stone });
  s += el('rect', { x: 0, y: r1(h * 0.61), width: w, height: r1(h * 0.12), fill: palette.teal });
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + i * 0.13);
    const color = pick(rand, [palette.gold, palette.clay, palette.leaf, palette.sea]);
    const fh = h * (0.12 + rand() * 0.08);
    const flask =
      d`M${x} ${h * 0.55 - fh} h${w * 0.03} v${fh * 0.4}` +
      d` l${w * 0.03} ${fh * 0.6} h${-w * 0.09} l${w * 0.03} ${-fh * 0.6} Z`;
    const liquid = d`M${x - w * 0.02} ${h * 0.55} l${w * 0.015} ${-fh * 0.3} h${w * 0.04} l${w * 0.015} ${fh * 0.3} Z`;
    s += path(flask, { fill: '#ffffff', opacity: 0.8 }) + path(liquid, { fill: color });
  }
  s += circle(w * 0.8, h * 0.25, h * 0.1, { fill: 'none', stroke: palette.navy, 'stroke-width': 5 });
  s += ellipse(w * 0.8, h * 0.25, h * 0.16, h * 0.05, { fill: 'none', stroke: palette.navy, 'stroke-width': 4 });
  s += circle(w * 0.8, h * 0.25, h * 0.025, { fill: palette.gold });
  s += person(w * 0.3, h * 0.98, h * 0.45, palette.navy) + person(w * 0.62, h * 0.98, h * 0.42, palette.night);
  return s;
}

function library(w: number, h: number, rand: Rand): string {
  let s = room(w, h, '#efe6d6', '#a77b52');
  const spines = [palette.teal, palette.gold, palette.clay, palette.navy, palette.leaf, palette.cream];
  for (let shelf = 0; shelf < 3; shelf++) {
    const sx = w * (0.04 + shelf * 0.33);
    s += rect(sx, h * 0.08, w * 0.28, h * 0.62, { fill: '#7a5234' });
    for (let row = 0; row < 4; row++) {
      let x = sx + w * 0.01;
      while (x < sx + w * 0.26) {
        const bw = w * (0.008 + rand() * 0.012);
        const bh = h * (0.09 + rand() * 0.04);
        const y = h * (0.1 + row * 0.15) + (h * 0.13 - bh);
        s += rect(x, y, bw, bh, { fill: pick(rand, spines) });
        x += bw + w * 0.002;
      }
    }
  }
  s += rect(w * 0.25, h * 0.8, w * 0.5, h * 0.04, { fill: '#5b3b22' });
  s += person(w * 0.38, h * 1.02, h * 0.32, palette.navy) + person(w * 0.62, h * 1.02, h * 0.32, palette.teal);
  return s;
}

function dorm(w: number, h: number, rand: Rand): string {
  let s = room(w, h, pick(rand, ['#e5eef3', '#f0e9dc']), '#c9b79c');
  s += windowPane(w * 0.4, h * 0.12, w * 0.2, h * 0.34);
  for (const x of [0.08, 0.68]) {
    s += rect(w * x, h * 0.6, w * 0.26, h * 0.14, { rx: 8, fill: palette.cream });
    s += rect(w * x, h * 0.6, w * 0.26, h * 0.05, { rx: 6, fill: palette.teal });
    s += rect(w * x, h * 0.74, w * 0.26, h * 0.04, { fill: '#6b4f35' });
  }
  s += rect(w * 0.82, h * 0.08, w * 0.14, h * 0.06, { rx: 6, fill: '#ffffff' });
  s += path(d`M${w * 0.84} ${h * 0.16} q10 14 0 28 M${w * 0.89} ${h * 0.16} q10 14 0 28`, outline(palette.sky, 4));
  s += ellipse(w * 0.5, h * 0.88, w * 0.12, h * 0.04, { fill: palette.clay });
  s += circle(w * 0.47, h * 0.86, h * 0.025, { fill: palette.gold });
  s += circle(w * 0.53, h * 0.86, h * 0.025, { fill: palette.leaf });
  return s;
}

function fitness(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, palette.sky, palette.cream) + hill(w, h, h * 0.62, h * 0.1, palette.sea, rand);
  s += band(h * 0.7, w, h * 0.3, { fill: palette.clay });
  for (let lane = 1; lane < 5; lane++)
    s += path(`M0 ${r1(h * (0.7 + lane * 0.06))} H${w}`, { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 });
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.22 + rand() * 0.04);
    const y = h * (0.82 + (i % 2) * 0.08);
    s += g(person(x, y, h * 0.34, palette.night), { transform: `rotate(12 ${r1(x)} ${r1(y)})` });
  }
  return s;
}

function pool(w: number, h: number, rand: Rand): string {
  let s = backdrop(w, h, '#dfe9ec') + path(`M0 ${r1(h * 0.3)} L${w / 2} 0 L${w} ${r1(h * 0.3)} Z`, { fill: '#cad9de' });
  for (let i = 0; i < 8; i++)
    s += rect(w * (0.05 + i * 0.12), h * 0.1, w * 0.08, h * 0.22, { fill: palette.sky, opacity: 0.8 });
  s += band(h * 0.42, w, h * 0.58, { fill: '#2b9bb5' });
  for (let lane = 1; lane < 6; lane++) {
    const rope = { stroke: pick(rand, [palette.gold, '#ffffff']), 'stroke-width': 5, 'stroke-dasharray': '14 10' };
    s += path(`M0 ${r1(h * (0.42 + lane * 0.095))} H${w}`, rope);
  }
  const ripple = { ...outline('#ffffff', 2), opacity: 0.6 };
  for (let i = 0; i < 12; i++) s += path(d`M${w * rand()} ${h * (0.5 + rand() * 0.45)} q12 -6 24 0 t24 0`, ripple);
  return s;
}

function turf(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, '#9fd0e6', palette.cream) + hill(w, h, h * 0.4, h * 0.08, palette.sea, rand);
  s += path(`M0 ${r1(h * 0.45)} H${w} V${h} H0 Z`, { fill: palette.grass });
  for (let i = 0; i < 6; i++) {
    const stripe = `M${r1((w / 6) * i)} ${r1(h * 0.45)} h${r1(w / 12)} V${h} h${r1(-w / 12)} Z`;
    s += path(stripe, { fill: '#ffffff', opacity: 0.06 });
  }
  s += ellipse(w / 2, h * 0.72, w * 0.14, h * 0.08, { fill: 'none', stroke: '#ffffff', 'stroke-width': 4 });
  s += path(`M${r1(w / 2)} ${r1(h * 0.45)} V${h}`, { stroke: '#ffffff', 'stroke-width': 4 });
  s += path(d`M${w * 0.04} ${h * 0.66} v${-h * 0.12} h${w * 0.08} v${h * 0.12}`, outline('#ffffff', 5));
  for (let i = 0; i < 5; i++)
    s += person(w * (0.2 + rand() * 0.6), h * (0.68 + rand() * 0.25), h * 0.22, i % 2 ? palette.gold : palette.navy);
  s += circle(w * 0.55, h * 0.86, h * 0.02, { fill: '#ffffff' });
  return s;
}

function leisure(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, palette.dusk, palette.cream) + hill(w, h, h * 0.6, h * 0.15, palette.sea, rand);
  s += hill(w, h, h * 0.75, h * 0.08, palette.grass, rand);
  s += tree(w * 0.2, h * 0.8, h * 0.5, palette.leaf) + palm(w * 0.85, h * 0.85, h * 0.4);
  const wood = { fill: '#6b4f35' };
  s += rect(w * 0.4, h * 0.74, w * 0.2, h * 0.03, wood);
  s += rect(w * 0.42, h * 0.77, w * 0.01, h * 0.06, wood) + rect(w * 0.57, h * 0.77, w * 0.01, h * 0.06, wood);
  s += person(w * 0.46, h * 0.76, h * 0.22, palette.navy) + person(w * 0.54, h * 0.76, h * 0.22, palette.teal);
  s += rect(w * 0.66, h * 0.62, w * 0.08, h * 0.1, { fill: palette.cream, stroke: '#6b4f35', 'stroke-width': 3 });
  s += circle(w * 0.7, h * 0.67, h * 0.025, { fill: palette.gold });
  return s;
}

function students(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, palette.sky, palette.cream) + hill(w, h, h * 0.55, h * 0.15, '#9cc7a8', rand);
  s += building(w * 0.3, h * 0.3, w * 0.4, h * 0.25, palette.cream, palette.teal);
  s += band(h * 0.62, w, h * 0.38, { fill: palette.stone });
  const rows = [
    { y: 0.8, n: 9, s: 0.42, c: palette.teal },
    { y: 0.92, n: 8, s: 0.46, c: palette.navy },
    { y: 1.04, n: 7, s: 0.5, c: palette.night },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i++)
      s += person(w * (0.08 + (0.84 * (i + 0.5)) / row.n + (rand() - 0.5) * 0.02), h * row.y, h * row.s, row.c);
  }
  return s;
}

function student(w: number, h: number): string {
  const disc = circle(w / 2, h * 0.5, Math.min(w, h) * 0.42, { fill: palette.sky });
  return backdrop(w, h, palette.cream) + disc + pupil(w / 2, h);
}

function plant(w: number, h: number, rand: Rand): string {
  let s = backdrop(w, h, palette.cream);
  s += path(d`M${w * 0.3} ${h * 0.7} h${w * 0.4} l${-w * 0.05} ${h * 0.26} h${-w * 0.3} Z`, { fill: palette.clay });
  for (let i = 0; i < 9; i++) {
    const a = -70 + i * 17 + (rand() - 0.5) * 8;
    const len = h * (0.3 + rand() * 0.2);
    const angle = (a * Math.PI) / 180;
    const leaf =
      d`M${w / 2} ${h * 0.7} q${len * Math.sin(angle) * 0.3} ${-len * 0.5}` +
      d` ${len * Math.sin(angle)} ${-len * Math.cos(angle)}`;
    const color = i % 2 ? palette.grass : palette.leaf;
    s += path(leaf, { stroke: color, 'stroke-width': r1(w * 0.05), 'stroke-linecap': 'round', fill: 'none' });
  }
  s += path(d`M${w * 0.36} ${h * 0.96} q${w * 0.14} ${h * 0.06} ${w * 0.28} 0`, outline('#7a5234', 4));
  return s;
}

function portrait(w: number, h: number, rand: Rand): string {
  const bg = pick(rand, [palette.sky, '#e6ddcf', '#d9e8df']);
  return backdrop(w, h, bg) + circle(w * 0.8, h * 0.2, w * 0.25, { fill: '#ffffff', opacity: 0.35 }) + bust(w, h, rand);
}

/** Emblems for subject cards: a different simple figure per seed. */
function subject(w: number, h: number, _rand: Rand, seed: number): string {
  const bg = [palette.teal, palette.navy, palette.sea, palette.clay, '#7d5a9c', '#3a7d44', '#b0572f'][seed % 7];
  let s = backdrop(w, h, bg as string);
  s += circle(w * 0.85, h * 0.1, h * 0.4, { fill: '#ffffff', opacity: 0.08 });
  s += circle(w * 0.1, h * 0.95, h * 0.3, { fill: '#000000', opacity: 0.08 });
  return s + emblem(seed, w / 2, h / 2, Math.min(w, h) * 0.3);
}

/** The places of the school. */
const places = { campus, classroom, lab, library, dorm, fitness, pool, turf, leisure, students };

/** A place of the school, dressed for a day out of the ordinary. */
function event(w: number, h: number, rand: Rand, seed: number): string {
  const scenes = [turf, fitness, students, leisure, campus, classroom, lab, library];
  return (scenes[seed % scenes.length] as Scene)(w, h, rand, seed) + bunting(w, h, rand);
}

type Scene = (w: number, h: number, rand: Rand, seed: number) => string;
const scenes: Record<ArtKind, Scene> = { ...places, student, plant, portrait, subject, event };

/** The SVG source of one placeholder image. */
export function renderArtwork(spec: ArtSpec, width: number, height: number): string {
  const body = scenes[spec.kind](width, height, random(spec.seed * 7919 + spec.kind.length), spec.seed);
  const svg = { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` };
  return el('svg', svg, body);
}
