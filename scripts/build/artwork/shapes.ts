/**
 * The shapes the placeholder scenes (../artwork.ts) are drawn with: the palette, a seeded random source,
 * and the parts of a scene (sky, hills, buildings, trees, people, a room and its window).
 */

export const palette = {
  night: '#0b2a3c',
  navy: '#123e57',
  teal: '#1f6f78',
  sea: '#3c9a8f',
  leaf: '#5fae6e',
  grass: '#4c9a4f',
  sand: '#f2e3c6',
  cream: '#fbf6ec',
  gold: '#e0a526',
  clay: '#c8693f',
  sky: '#bfe3ec',
  dusk: '#f6c38b',
  stone: '#d8d2c4',
  ink: '#1c2430',
};

/** Mulberry32: small, seeded, good enough for placing shapes. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function sky(w: number, h: number, top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
}

export function hill(w: number, h: number, base: number, amp: number, color: string, rand: Rand): string {
  const steps = 6;
  let d = `M0 ${h} L0 ${r1(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const cx = x - w / steps / 2;
    const cy = base - amp * (0.4 + rand());
    d += ` Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(base - amp * 0.3 * rand())}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
}

export function sun(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${color}" opacity="0.9"/>`;
}

export function building(x: number, y: number, bw: number, bh: number, wall: string, roof: string): string {
  const windows: string[] = [];
  const cols = Math.max(2, Math.floor(bw / (bh * 0.28)));
  const rows = Math.max(1, Math.floor(bh / (bh * 0.34)));
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const wx = x + (bw / cols) * (c + 0.3);
      const wy = y + bh * 0.25 + (bh * 0.6 * r) / rows;
      windows.push(
        `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1((bw / cols) * 0.4)}" height="${r1(bh * 0.14)}" rx="2" fill="${palette.night}" opacity="0.55"/>`,
      );
    }
  }
  return `<g><rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" fill="${wall}"/><path d="M${r1(x - bw * 0.04)} ${r1(y)} L${r1(x + bw / 2)} ${r1(y - bh * 0.35)} L${r1(x + bw * 1.04)} ${r1(y)} Z" fill="${roof}"/>${windows.join('')}</g>`;
}

export function tree(x: number, y: number, s: number, color: string): string {
  return `<g><rect x="${r1(x - s * 0.06)}" y="${r1(y - s * 0.5)}" width="${r1(s * 0.12)}" height="${r1(s * 0.5)}" fill="#5b4330"/><ellipse cx="${r1(x)}" cy="${r1(y - s * 0.7)}" rx="${r1(s * 0.32)}" ry="${r1(s * 0.42)}" fill="${color}"/></g>`;
}

export function palm(x: number, y: number, s: number): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (a) =>
        `<ellipse cx="${r1(x)}" cy="${r1(y - s)}" rx="${r1(s * 0.45)}" ry="${r1(s * 0.09)}" fill="${palette.grass}" transform="rotate(${a} ${r1(x)} ${r1(y - s)}) translate(${r1(s * 0.35)} 0)"/>`,
    )
    .join('');
  return `<g><path d="M${r1(x)} ${r1(y)} Q${r1(x + s * 0.15)} ${r1(y - s * 0.5)} ${r1(x)} ${r1(y - s)}" stroke="#6b4f35" stroke-width="${r1(s * 0.06)}" fill="none"/>${leaves}</g>`;
}

/** A standing figure as a silhouette: head, shoulders, body. */
export function person(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}"><circle cx="${r1(x)}" cy="${r1(y - s * 0.88)}" r="${r1(s * 0.11)}"/><path d="M${r1(x - s * 0.2)} ${r1(y)} L${r1(x - s * 0.19)} ${r1(y - s * 0.55)} Q${r1(x - s * 0.18)} ${r1(y - s * 0.74)} ${r1(x)} ${r1(y - s * 0.75)} Q${r1(x + s * 0.18)} ${r1(y - s * 0.74)} ${r1(x + s * 0.19)} ${r1(y - s * 0.55)} L${r1(x + s * 0.2)} ${r1(y)} Z"/></g>`;
}

export function room(w: number, h: number, wall: string, floor: string): string {
  return `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${r1(h * 0.72)}" width="${w}" height="${r1(h * 0.28)}" fill="${floor}"/><rect y="${r1(h * 0.7)}" width="${w}" height="${r1(h * 0.02)}" fill="${palette.night}" opacity="0.2"/>`;
}

export function windowPane(x: number, y: number, ww: number, wh: number): string {
  return `<g><rect x="${r1(x)}" y="${r1(y)}" width="${r1(ww)}" height="${r1(wh)}" fill="${palette.sky}" stroke="${palette.cream}" stroke-width="6"/><path d="M${r1(x + ww / 2)} ${r1(y)} V${r1(y + wh)} M${r1(x)} ${r1(y + wh / 2)} H${r1(x + ww)}" stroke="${palette.cream}" stroke-width="4"/><path d="M${r1(x)} ${r1(y + wh)} Q${r1(x + ww / 2)} ${r1(y + wh * 0.5)} ${r1(x + ww)} ${r1(y + wh * 0.8)} V${r1(y + wh)} Z" fill="${palette.leaf}" opacity="0.6"/></g>`;
}
