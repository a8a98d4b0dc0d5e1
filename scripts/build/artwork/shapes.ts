/**
 * The shapes the placeholder scenes (./draw.ts) are drawn with: the palette, a seeded random source, SVG
 * elements, and the parts of a scene (sky, hills, buildings, trees, people, a room and its window).
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

/** SVG attributes, written in the order given and as given (round coordinates with `r1` first). */
export type Attrs = Record<string, string | number>;

/** One element: self-closing, or around its children. */
export function el(tag: string, attrs: Attrs, children?: string): string {
  const written = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return children === undefined ? `<${tag}${written}/>` : `<${tag}${written}>${children}</${tag}>`;
}

/** Path data with every number in it rounded to a tenth of a pixel: d`M${x} ${y} H${x + w}`. */
export const d = (parts: TemplateStringsArray, ...numbers: number[]): string =>
  parts.reduce((out, part, i) => `${out}${r1(numbers[i - 1] as number)}${part}`);

// The geometry of these is rounded to a tenth of a pixel; their other attributes follow as given.
export const path = (data: string, attrs: Attrs = {}) => el('path', { d: data, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) =>
  el('rect', { x: r1(x), y: r1(y), width: r1(width), height: r1(height), ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) =>
  el('circle', { cx: r1(cx), cy: r1(cy), r: r1(r), ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el('ellipse', { cx: r1(cx), cy: r1(cy), rx: r1(rx), ry: r1(ry), ...attrs });
export const g = (children: string, attrs: Attrs = {}) => el('g', attrs, children);

/** A line drawn, not filled. */
export const outline = (color: string, width: number): Attrs => ({
  stroke: color,
  'stroke-width': width,
  fill: 'none',
});

/** A strip the whole picture wide (`w` as given). */
export const band = (y: number, w: number, height: number, attrs: Attrs) =>
  el('rect', { y: r1(y), width: w, height: r1(height), ...attrs });

/** The whole picture in one colour. */
export const backdrop = (w: number, h: number, fill: string) => el('rect', { width: w, height: h, fill });

export function sky(w: number, h: number, top: string, bottom: string): string {
  const stops = el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom });
  const gradient = el('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 }, stops);
  return el('defs', {}, gradient) + backdrop(w, h, 'url(#sky)');
}

export function hill(w: number, h: number, base: number, amp: number, color: string, rand: Rand): string {
  const steps = 6;
  let data = `M0 ${h} L0 ${r1(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const cx = x - w / steps / 2;
    const cy = base - amp * (0.4 + rand());
    data += ` Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(base - amp * 0.3 * rand())}`;
  }
  return path(`${data} L${w} ${h} Z`, { fill: color });
}

export function sun(x: number, y: number, r: number, color: string): string {
  return circle(x, y, r, { fill: color, opacity: 0.9 });
}

export function building(x: number, y: number, bw: number, bh: number, wall: string, roof: string): string {
  const windows: string[] = [];
  const cols = Math.max(2, Math.floor(bw / (bh * 0.28)));
  const rows = Math.max(1, Math.floor(bh / (bh * 0.34)));
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const wx = x + (bw / cols) * (c + 0.3);
      const wy = y + bh * 0.25 + (bh * 0.6 * r) / rows;
      windows.push(rect(wx, wy, (bw / cols) * 0.4, bh * 0.14, { rx: 2, fill: palette.night, opacity: 0.55 }));
    }
  }
  const roofLine = d`M${x - bw * 0.04} ${y} L${x + bw / 2} ${y - bh * 0.35} L${x + bw * 1.04} ${y} Z`;
  return g(rect(x, y, bw, bh, { fill: wall }) + path(roofLine, { fill: roof }) + windows.join(''));
}

export function tree(x: number, y: number, s: number, color: string): string {
  const trunk = rect(x - s * 0.06, y - s * 0.5, s * 0.12, s * 0.5, { fill: '#5b4330' });
  return g(trunk + ellipse(x, y - s * 0.7, s * 0.32, s * 0.42, { fill: color }));
}

export function palm(x: number, y: number, s: number): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) =>
      ellipse(x, y - s, s * 0.45, s * 0.09, {
        fill: palette.grass,
        transform: `rotate(${a} ${r1(x)} ${r1(y - s)}) translate(${r1(s * 0.35)} 0)`,
      }),
    )
    .join('');
  const trunk = path(d`M${x} ${y} Q${x + s * 0.15} ${y - s * 0.5} ${x} ${y - s}`, outline('#6b4f35', r1(s * 0.06)));
  return g(trunk + leaves);
}

/** A standing figure as a silhouette: head, shoulders, body. */
export function person(x: number, y: number, s: number, color: string): string {
  const left = d`M${x - s * 0.2} ${y} L${x - s * 0.19} ${y - s * 0.55} Q${x - s * 0.18} ${y - s * 0.74} ${x} ${y - s * 0.75}`;
  const right = d` Q${x + s * 0.18} ${y - s * 0.74} ${x + s * 0.19} ${y - s * 0.55} L${x + s * 0.2} ${y} Z`;
  return g(circle(x, y - s * 0.88, s * 0.11) + path(left + right), { fill: color });
}

export function room(w: number, h: number, wall: string, floor: string): string {
  return (
    backdrop(w, h, wall) +
    band(h * 0.72, w, h * 0.28, { fill: floor }) +
    band(h * 0.7, w, h * 0.02, { fill: palette.night, opacity: 0.2 })
  );
}

export function windowPane(x: number, y: number, ww: number, wh: number): string {
  const pane = rect(x, y, ww, wh, { fill: palette.sky, stroke: palette.cream, 'stroke-width': 6 });
  const bars = d`M${x + ww / 2} ${y} V${y + wh} M${x} ${y + wh / 2} H${x + ww}`;
  const leaves = d`M${x} ${y + wh} Q${x + ww / 2} ${y + wh * 0.5} ${x + ww} ${y + wh * 0.8} V${y + wh} Z`;
  return g(
    pane +
      path(bars, { stroke: palette.cream, 'stroke-width': 4 }) +
      path(leaves, { fill: palette.leaf, opacity: 0.6 }),
  );
}
