/**
 * Placeholder artwork, drawn as SVG from code, until the school sends photos.
 *
 * Each scene is a small function of (width, height, random). The media step (scripts/build/media.ts) renders the
 * SVG to pixels when the school has not chosen a photo for the image in the editor (src/content/<language>/photos.yaml). Run `npm run artwork` to
 * write the SVGs to media/placeholders/ to look at them.
 */

import type { ArtKind, ArtSpec } from '../../../src/content/images.ts';
import {
  building,
  hill,
  palette,
  palm,
  person,
  pick,
  r1,
  random,
  room,
  sky,
  sun,
  tree,
  windowPane,
  type Rand,
} from './shapes.ts';

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
    s += building(
      x,
      h * 0.66 - bh + h * 0.02,
      bw,
      bh,
      i % 2 ? palette.cream : palette.stone,
      i % 2 ? palette.clay : palette.teal,
    );
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
  s += `<rect x="${r1(w * 0.3)}" y="${r1(h * 0.14)}" width="${r1(w * 0.4)}" height="${r1(h * 0.3)}" rx="6" fill="${palette.night}"/><rect x="${r1(w * 0.32)}" y="${r1(h * 0.17)}" width="${r1(w * 0.36)}" height="${r1(h * 0.24)}" fill="${palette.teal}"/>`;
  s += `<path d="M${r1(w * 0.36)} ${r1(h * 0.36)} L${r1(w * 0.44)} ${r1(h * 0.26)} L${r1(w * 0.5)} ${r1(h * 0.31)} L${r1(w * 0.6)} ${r1(h * 0.21)}" stroke="${palette.gold}" stroke-width="5" fill="none"/>`;
  s += windowPane(w * 0.05, h * 0.16, w * 0.16, h * 0.32) + windowPane(w * 0.79, h * 0.16, w * 0.16, h * 0.32);
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const x = w * (0.1 + i * 0.22);
      const y = h * (0.78 + row * 0.12);
      s += person(x + w * 0.06, y - h * 0.03, h * 0.22, row ? palette.navy : palette.teal);
      s += `<rect x="${r1(x)}" y="${r1(y - h * 0.06)}" width="${r1(w * 0.14)}" height="${r1(h * 0.04)}" rx="3" fill="#8a5f3c"/>`;
    }
  }
  return s;
}

function lab(w: number, h: number, rand: Rand): string {
  let s = room(w, h, '#e6f0f0', '#9aa7ab');
  s += `<rect x="0" y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.06)}" fill="${palette.stone}"/><rect x="0" y="${r1(h * 0.61)}" width="${w}" height="${r1(h * 0.12)}" fill="${palette.teal}"/>`;
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + i * 0.13);
    const color = pick(rand, [palette.gold, palette.clay, palette.leaf, palette.sea]);
    const fh = h * (0.12 + rand() * 0.08);
    s += `<path d="M${r1(x)} ${r1(h * 0.55 - fh)} h${r1(w * 0.03)} v${r1(fh * 0.4)} l${r1(w * 0.03)} ${r1(fh * 0.6)} h${r1(-w * 0.09)} l${r1(w * 0.03)} ${r1(-fh * 0.6)} Z" fill="#ffffff" opacity="0.8"/><path d="M${r1(x - w * 0.02)} ${r1(h * 0.55)} l${r1(w * 0.015)} ${r1(-fh * 0.3)} h${r1(w * 0.04)} l${r1(w * 0.015)} ${r1(fh * 0.3)} Z" fill="${color}"/>`;
  }
  s += `<circle cx="${r1(w * 0.8)}" cy="${r1(h * 0.25)}" r="${r1(h * 0.1)}" fill="none" stroke="${palette.navy}" stroke-width="5"/><ellipse cx="${r1(w * 0.8)}" cy="${r1(h * 0.25)}" rx="${r1(h * 0.16)}" ry="${r1(h * 0.05)}" fill="none" stroke="${palette.navy}" stroke-width="4"/><circle cx="${r1(w * 0.8)}" cy="${r1(h * 0.25)}" r="${r1(h * 0.025)}" fill="${palette.gold}"/>`;
  s += person(w * 0.3, h * 0.98, h * 0.45, palette.navy) + person(w * 0.62, h * 0.98, h * 0.42, palette.night);
  return s;
}

function library(w: number, h: number, rand: Rand): string {
  let s = room(w, h, '#efe6d6', '#a77b52');
  for (let shelf = 0; shelf < 3; shelf++) {
    const sx = w * (0.04 + shelf * 0.33);
    s += `<rect x="${r1(sx)}" y="${r1(h * 0.08)}" width="${r1(w * 0.28)}" height="${r1(h * 0.62)}" fill="#7a5234"/>`;
    for (let row = 0; row < 4; row++) {
      let x = sx + w * 0.01;
      while (x < sx + w * 0.26) {
        const bw = w * (0.008 + rand() * 0.012);
        const bh = h * (0.09 + rand() * 0.04);
        const y = h * (0.1 + row * 0.15) + (h * 0.13 - bh);
        s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" fill="${pick(rand, [palette.teal, palette.gold, palette.clay, palette.navy, palette.leaf, palette.cream])}"/>`;
        x += bw + w * 0.002;
      }
    }
  }
  s += `<rect x="${r1(w * 0.25)}" y="${r1(h * 0.8)}" width="${r1(w * 0.5)}" height="${r1(h * 0.04)}" fill="#5b3b22"/>`;
  s += person(w * 0.38, h * 1.02, h * 0.32, palette.navy) + person(w * 0.62, h * 1.02, h * 0.32, palette.teal);
  return s;
}

function dorm(w: number, h: number, rand: Rand): string {
  let s = room(w, h, pick(rand, ['#e5eef3', '#f0e9dc']), '#c9b79c');
  s += windowPane(w * 0.4, h * 0.12, w * 0.2, h * 0.34);
  for (const x of [0.08, 0.68]) {
    s += `<rect x="${r1(w * x)}" y="${r1(h * 0.6)}" width="${r1(w * 0.26)}" height="${r1(h * 0.14)}" rx="8" fill="${palette.cream}"/><rect x="${r1(w * x)}" y="${r1(h * 0.6)}" width="${r1(w * 0.26)}" height="${r1(h * 0.05)}" rx="6" fill="${palette.teal}"/><rect x="${r1(w * x)}" y="${r1(h * 0.74)}" width="${r1(w * 0.26)}" height="${r1(h * 0.04)}" fill="#6b4f35"/>`;
  }
  s += `<rect x="${r1(w * 0.82)}" y="${r1(h * 0.08)}" width="${r1(w * 0.14)}" height="${r1(h * 0.06)}" rx="6" fill="#ffffff"/><path d="M${r1(w * 0.84)} ${r1(h * 0.16)} q10 14 0 28 M${r1(w * 0.89)} ${r1(h * 0.16)} q10 14 0 28" stroke="${palette.sky}" stroke-width="4" fill="none"/>`;
  s += `<ellipse cx="${r1(w * 0.5)}" cy="${r1(h * 0.88)}" rx="${r1(w * 0.12)}" ry="${r1(h * 0.04)}" fill="${palette.clay}"/><circle cx="${r1(w * 0.47)}" cy="${r1(h * 0.86)}" r="${r1(h * 0.025)}" fill="${palette.gold}"/><circle cx="${r1(w * 0.53)}" cy="${r1(h * 0.86)}" r="${r1(h * 0.025)}" fill="${palette.leaf}"/>`;
  return s;
}

function fitness(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, palette.sky, palette.cream) + hill(w, h, h * 0.62, h * 0.1, palette.sea, rand);
  s += `<rect y="${r1(h * 0.7)}" width="${w}" height="${r1(h * 0.3)}" fill="${palette.clay}"/>`;
  for (let lane = 1; lane < 5; lane++)
    s += `<path d="M0 ${r1(h * (0.7 + lane * 0.06))} H${w}" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`;
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.22 + rand() * 0.04);
    const y = h * (0.82 + (i % 2) * 0.08);
    s += `<g transform="rotate(12 ${r1(x)} ${r1(y)})">${person(x, y, h * 0.34, palette.night)}</g>`;
  }
  return s;
}

function pool(w: number, h: number, rand: Rand): string {
  let s = `<rect width="${w}" height="${h}" fill="#dfe9ec"/><path d="M0 ${r1(h * 0.3)} L${w / 2} 0 L${w} ${r1(h * 0.3)} Z" fill="#cad9de"/>`;
  for (let i = 0; i < 8; i++)
    s += `<rect x="${r1(w * (0.05 + i * 0.12))}" y="${r1(h * 0.1)}" width="${r1(w * 0.08)}" height="${r1(h * 0.22)}" fill="${palette.sky}" opacity="0.8"/>`;
  s += `<rect y="${r1(h * 0.42)}" width="${w}" height="${r1(h * 0.58)}" fill="#2b9bb5"/>`;
  for (let lane = 1; lane < 6; lane++)
    s += `<path d="M0 ${r1(h * (0.42 + lane * 0.095))} H${w}" stroke="${pick(rand, [palette.gold, '#ffffff'])}" stroke-width="5" stroke-dasharray="14 10"/>`;
  for (let i = 0; i < 12; i++)
    s += `<path d="M${r1(w * rand())} ${r1(h * (0.5 + rand() * 0.45))} q12 -6 24 0 t24 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`;
  return s;
}

function turf(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, '#9fd0e6', palette.cream) + hill(w, h, h * 0.4, h * 0.08, palette.sea, rand);
  s += `<path d="M0 ${r1(h * 0.45)} H${w} V${h} H0 Z" fill="${palette.grass}"/>`;
  for (let i = 0; i < 6; i++)
    s += `<path d="M${r1((w / 6) * i)} ${r1(h * 0.45)} h${r1(w / 12)} V${h} h${r1(-w / 12)} Z" fill="#ffffff" opacity="0.06"/>`;
  s += `<ellipse cx="${r1(w / 2)}" cy="${r1(h * 0.72)}" rx="${r1(w * 0.14)}" ry="${r1(h * 0.08)}" fill="none" stroke="#ffffff" stroke-width="4"/><path d="M${r1(w / 2)} ${r1(h * 0.45)} V${h}" stroke="#ffffff" stroke-width="4"/>`;
  s += `<path d="M${r1(w * 0.04)} ${r1(h * 0.66)} v${r1(-h * 0.12)} h${r1(w * 0.08)} v${r1(h * 0.12)}" stroke="#ffffff" stroke-width="5" fill="none"/>`;
  for (let i = 0; i < 5; i++)
    s += person(w * (0.2 + rand() * 0.6), h * (0.68 + rand() * 0.25), h * 0.22, i % 2 ? palette.gold : palette.navy);
  s += `<circle cx="${r1(w * 0.55)}" cy="${r1(h * 0.86)}" r="${r1(h * 0.02)}" fill="#ffffff"/>`;
  return s;
}

function leisure(w: number, h: number, rand: Rand): string {
  let s =
    sky(w, h, palette.dusk, palette.cream) +
    hill(w, h, h * 0.6, h * 0.15, palette.sea, rand) +
    hill(w, h, h * 0.75, h * 0.08, palette.grass, rand);
  s += tree(w * 0.2, h * 0.8, h * 0.5, palette.leaf) + palm(w * 0.85, h * 0.85, h * 0.4);
  s += `<rect x="${r1(w * 0.4)}" y="${r1(h * 0.74)}" width="${r1(w * 0.2)}" height="${r1(h * 0.03)}" fill="#6b4f35"/><rect x="${r1(w * 0.42)}" y="${r1(h * 0.77)}" width="${r1(w * 0.01)}" height="${r1(h * 0.06)}" fill="#6b4f35"/><rect x="${r1(w * 0.57)}" y="${r1(h * 0.77)}" width="${r1(w * 0.01)}" height="${r1(h * 0.06)}" fill="#6b4f35"/>`;
  s += person(w * 0.46, h * 0.76, h * 0.22, palette.navy) + person(w * 0.54, h * 0.76, h * 0.22, palette.teal);
  s += `<rect x="${r1(w * 0.66)}" y="${r1(h * 0.62)}" width="${r1(w * 0.08)}" height="${r1(h * 0.1)}" fill="${palette.cream}" stroke="#6b4f35" stroke-width="3"/><circle cx="${r1(w * 0.7)}" cy="${r1(h * 0.67)}" r="${r1(h * 0.025)}" fill="${palette.gold}"/>`;
  return s;
}

function students(w: number, h: number, rand: Rand): string {
  let s = sky(w, h, palette.sky, palette.cream) + hill(w, h, h * 0.55, h * 0.15, '#9cc7a8', rand);
  s += building(w * 0.3, h * 0.3, w * 0.4, h * 0.25, palette.cream, palette.teal);
  s += `<rect y="${r1(h * 0.62)}" width="${w}" height="${r1(h * 0.38)}" fill="${palette.stone}"/>`;
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
  let s = `<rect width="${w}" height="${h}" fill="${palette.cream}"/><circle cx="${r1(w / 2)}" cy="${r1(h * 0.5)}" r="${r1(Math.min(w, h) * 0.42)}" fill="${palette.sky}"/>`;
  s += `<g><circle cx="${r1(w / 2)}" cy="${r1(h * 0.33)}" r="${r1(h * 0.12)}" fill="#b67a4f"/><path d="M${r1(w / 2 - h * 0.13)} ${r1(h * 0.3)} q${r1(h * 0.13)} ${r1(-h * 0.16)} ${r1(h * 0.26)} 0 q${r1(-h * 0.13)} ${r1(-h * 0.06)} ${r1(-h * 0.26)} 0Z" fill="${palette.ink}"/><path d="M${r1(w / 2 - h * 0.22)} ${r1(h * 0.92)} q0 ${r1(-h * 0.4)} ${r1(h * 0.22)} ${r1(-h * 0.42)} q${r1(h * 0.22)} ${r1(h * 0.02)} ${r1(h * 0.22)} ${r1(h * 0.42)} Z" fill="${palette.teal}"/><rect x="${r1(w / 2 - h * 0.16)} " y="${r1(h * 0.62)}" width="${r1(h * 0.32)}" height="${r1(h * 0.2)}" rx="4" fill="${palette.gold}"/><path d="M${r1(w / 2)} ${r1(h * 0.62)} V${r1(h * 0.82)}" stroke="${palette.cream}" stroke-width="3"/></g>`;
  return s;
}

function plant(w: number, h: number, rand: Rand): string {
  let s = `<rect width="${w}" height="${h}" fill="${palette.cream}"/>`;
  s += `<path d="M${r1(w * 0.3)} ${r1(h * 0.7)} h${r1(w * 0.4)} l${r1(-w * 0.05)} ${r1(h * 0.26)} h${r1(-w * 0.3)} Z" fill="${palette.clay}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = -70 + i * 17 + (rand() - 0.5) * 8;
    const len = h * (0.3 + rand() * 0.2);
    s += `<path d="M${r1(w / 2)} ${r1(h * 0.7)} q${r1(len * Math.sin((a * Math.PI) / 180) * 0.3)} ${r1(-len * 0.5)} ${r1(len * Math.sin((a * Math.PI) / 180))} ${r1(-len * Math.cos((a * Math.PI) / 180))}" stroke="${i % 2 ? palette.grass : palette.leaf}" stroke-width="${r1(w * 0.05)}" stroke-linecap="round" fill="none"/>`;
  }
  s += `<path d="M${r1(w * 0.36)} ${r1(h * 0.96)} q${r1(w * 0.14)} ${r1(h * 0.06)} ${r1(w * 0.28)} 0" stroke="#7a5234" stroke-width="4" fill="none"/>`;
  return s;
}

function portrait(w: number, h: number, rand: Rand): string {
  const bg = pick(rand, [palette.sky, '#e6ddcf', '#d9e8df']);
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${r1(w * 0.8)}" cy="${r1(h * 0.2)}" r="${r1(w * 0.25)}" fill="#ffffff" opacity="0.35"/>`;
  const skin = pick(rand, ['#b67a4f', '#a36a43', '#c08a5e']);
  s += `<path d="M${r1(w * 0.12)} ${h} q${r1(w * 0.02)} ${r1(-h * 0.3)} ${r1(w * 0.38)} ${r1(-h * 0.32)} q${r1(w * 0.36)} ${r1(h * 0.02)} ${r1(w * 0.38)} ${r1(h * 0.32)} Z" fill="${pick(rand, [palette.navy, palette.teal, palette.ink])}"/>`;
  s += `<path d="M${r1(w * 0.42)} ${r1(h * 0.68)} l${r1(w * 0.08)} ${r1(h * 0.12)} l${r1(w * 0.08)} ${r1(-h * 0.12)} Z" fill="${palette.cream}"/>`;
  s += `<rect x="${r1(w * 0.44)}" y="${r1(h * 0.56)}" width="${r1(w * 0.12)}" height="${r1(h * 0.12)}" fill="${skin}"/><ellipse cx="${r1(w * 0.5)}" cy="${r1(h * 0.45)}" rx="${r1(w * 0.15)}" ry="${r1(h * 0.16)}" fill="${skin}"/>`;
  s += `<path d="M${r1(w * 0.35)} ${r1(h * 0.42)} q${r1(w * 0.02)} ${r1(-h * 0.19)} ${r1(w * 0.15)} ${r1(-h * 0.18)} q${r1(w * 0.14)} ${r1(-h * 0.01)} ${r1(w * 0.15)} ${r1(h * 0.18)} q${r1(-w * 0.1)} ${r1(-h * 0.08)} ${r1(-w * 0.3)} 0 Z" fill="${palette.ink}"/>`;
  if (rand() > 0.5)
    s += `<path d="M${r1(w * 0.38)} ${r1(h * 0.5)} q${r1(w * 0.12)} ${r1(h * 0.2)} ${r1(w * 0.24)} 0 q0 ${r1(h * 0.1)} ${r1(-w * 0.12)} ${r1(h * 0.12)} q${r1(-w * 0.12)} ${r1(-h * 0.02)} ${r1(-w * 0.12)} ${r1(-h * 0.12)} Z" fill="${palette.ink}" opacity="0.85"/>`;
  return s;
}

/** Emblems for subject cards: a different simple figure per seed. */
function subject(w: number, h: number, _rand: Rand, seed: number): string {
  const bg = [palette.teal, palette.navy, palette.sea, palette.clay, '#7d5a9c', '#3a7d44', '#b0572f'][
    seed % 7
  ] as string;
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${r1(w * 0.85)}" cy="${r1(h * 0.1)}" r="${r1(h * 0.4)}" fill="#ffffff" opacity="0.08"/><circle cx="${r1(w * 0.1)}" cy="${r1(h * 0.95)}" r="${r1(h * 0.3)}" fill="#000000" opacity="0.08"/>`;
  const cx = w / 2;
  const cy = h / 2;
  const u = Math.min(w, h) * 0.3;
  const stroke = `stroke="${palette.cream}" stroke-width="${r1(u * 0.08)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const emblems = [
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(u)}" ry="${r1(u * 0.38)}" ${stroke}/><ellipse cx="${cx}" cy="${cy}" rx="${r1(u)}" ry="${r1(u * 0.38)}" ${stroke} transform="rotate(60 ${cx} ${cy})"/><ellipse cx="${cx}" cy="${cy}" rx="${r1(u)}" ry="${r1(u * 0.38)}" ${stroke} transform="rotate(-60 ${cx} ${cy})"/><circle cx="${cx}" cy="${cy}" r="${r1(u * 0.12)}" fill="${palette.gold}"/>`,
    `<path d="M${r1(cx - u * 0.25)} ${r1(cy - u)} h${r1(u * 0.5)} M${r1(cx - u * 0.15)} ${r1(cy - u)} v${r1(u * 0.7)} l${r1(-u * 0.6)} ${r1(u * 1.1)} h${r1(u * 1.5)} l${r1(-u * 0.6)} ${r1(-u * 1.1)} v${r1(-u * 0.7)}" ${stroke}/><path d="M${r1(cx - u * 0.55)} ${r1(cy + u * 0.5)} h${r1(u * 1.1)} l${r1(u * 0.2)} ${r1(u * 0.3)} h${r1(-u * 1.5)} Z" fill="${palette.gold}"/>`,
    `<path d="M${r1(cx - u * 0.8)} ${r1(cy + u * 0.8)} Q${r1(cx - u)} ${r1(cy - u)} ${r1(cx + u * 0.8)} ${r1(cy - u * 0.8)} Q${r1(cx + u)} ${r1(cy + u)} ${r1(cx - u * 0.8)} ${r1(cy + u * 0.8)} Z" fill="${palette.leaf}"/><path d="M${r1(cx - u * 0.8)} ${r1(cy + u * 0.8)} L${r1(cx + u * 0.6)} ${r1(cy - u * 0.6)}" ${stroke}/>`,
    `<path d="M${r1(cx - u)} ${r1(cy + u)} L${r1(cx + u)} ${r1(cy + u)} L${r1(cx - u)} ${r1(cy - u)} Z" ${stroke}/><circle cx="${r1(cx + u * 0.3)}" cy="${r1(cy - u * 0.35)}" r="${r1(u * 0.42)}" ${stroke}/><path d="M${r1(cx - u * 0.7)} ${r1(cy + u * 0.7)} h${r1(u * 0.3)} v-${r1(u * 0.3)}" ${stroke}/>`,
    `<path d="M${r1(cx)} ${r1(cy - u * 0.7)} Q${r1(cx - u * 0.6)} ${r1(cy - u)} ${r1(cx - u * 1.1)} ${r1(cy - u * 0.7)} V${r1(cy + u * 0.9)} Q${r1(cx - u * 0.6)} ${r1(cy + u * 0.6)} ${r1(cx)} ${r1(cy + u * 0.9)} Q${r1(cx + u * 0.6)} ${r1(cy + u * 0.6)} ${r1(cx + u * 1.1)} ${r1(cy + u * 0.9)} V${r1(cy - u * 0.7)} Q${r1(cx + u * 0.6)} ${r1(cy - u)} ${r1(cx)} ${r1(cy - u * 0.7)} V${r1(cy + u * 0.9)}" ${stroke}/>`,
    `<path d="M${r1(cx - u)} ${r1(cy + u * 0.2)} q${r1(u * 0.5)} ${r1(u * 0.6)} ${r1(u)} 0 t${r1(u)} 0" ${stroke}/><circle cx="${r1(cx - u * 0.2)}" cy="${r1(cy - u * 0.5)}" r="${r1(u * 0.1)}" fill="${palette.cream}"/><circle cx="${r1(cx + u * 0.3)}" cy="${r1(cy - u * 0.5)}" r="${r1(u * 0.1)}" fill="${palette.cream}"/><path d="M${r1(cx + u * 0.7)} ${r1(cy - u)} v${r1(u * 1.2)}" ${stroke}/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r1(u)}" ${stroke}/><path d="M${r1(cx - u * 0.5)} ${r1(cy + u * 0.2)} q${r1(u * 0.5)} ${r1(-u * 0.9)} ${r1(u)} 0 q${r1(-u * 0.5)} ${r1(u * 0.6)} ${r1(-u)} 0" fill="${palette.gold}"/>`,
    `<rect x="${r1(cx - u)}" y="${r1(cy - u * 0.7)}" width="${r1(u * 2)}" height="${r1(u * 1.3)}" rx="${r1(u * 0.1)}" ${stroke}/><path d="M${r1(cx - u * 0.4)} ${r1(cy + u)} h${r1(u * 0.8)}" ${stroke}/><path d="M${r1(cx - u * 0.6)} ${r1(cy + u * 0.2)} l${r1(u * 0.4)} ${r1(-u * 0.4)} l${r1(u * 0.3)} ${r1(u * 0.2)} l${r1(u * 0.5)} ${r1(-u * 0.5)}" stroke="${palette.gold}" stroke-width="${r1(u * 0.08)}" fill="none"/>`,
  ];
  s += emblems[seed % emblems.length];
  return s;
}

function event(w: number, h: number, rand: Rand, seed: number): string {
  const scenes = [turf, fitness, students, leisure, campus, classroom, lab, library];
  const base = (scenes[seed % scenes.length] as (w: number, h: number, r: Rand) => string)(w, h, rand);
  let bunting = '';
  for (let i = 0; i < 14; i++) {
    const x = (w / 14) * i;
    bunting += `<path d="M${r1(x)} ${r1(h * 0.04)} l${r1(w / 28)} ${r1(h * 0.07)} l${r1(w / 28)} ${r1(-h * 0.07)} Z" fill="${pick(rand, [palette.gold, palette.clay, palette.teal, palette.cream])}"/>`;
  }
  return base + `<path d="M0 ${r1(h * 0.04)} H${w}" stroke="${palette.ink}" stroke-width="2"/>` + bunting;
}

const scenes: Record<ArtKind, (w: number, h: number, rand: Rand, seed: number) => string> = {
  campus,
  classroom,
  lab,
  library,
  dorm,
  fitness,
  pool,
  turf,
  leisure,
  students,
  student: (w, h) => student(w, h),
  plant,
  portrait,
  subject,
  event,
};

/** The SVG source of one placeholder image. */
export function renderArtwork(spec: ArtSpec, width: number, height: number): string {
  const body = scenes[spec.kind](width, height, random(spec.seed * 7919 + spec.kind.length), spec.seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
