/**
 * The shapes the placeholder scenes (./draw.ts) are drawn with: the palette, a seeded random source, SVG
 * elements, and the parts of a scene (sky, hills, buildings, trees, people, a room and its window, a pupil, a head
 * and shoulders, bunting, and the subject cards' emblems).
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
export const outline = (stroke: string, width: number): Attrs => ({ stroke, 'stroke-width': width, fill: 'none' });

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
  /** A point `dx` sizes right of the feet and `dy` sizes above them. */
  const at = (dx: number, dy: number) => d`${x + s * dx} ${y - s * dy}`;
  const left = `M${at(-0.2, 0)} L${at(-0.19, 0.55)} Q${at(-0.18, 0.74)} ${at(0, 0.75)}`;
  const right = ` Q${at(0.18, 0.74)} ${at(0.19, 0.55)} L${at(0.2, 0)} Z`;
  return g(circle(x, y - s * 0.88, s * 0.11) + path(left + right), { fill: color });
}

export function room(w: number, h: number, wall: string, floor: string): string {
  const skirting = band(h * 0.7, w, h * 0.02, { fill: palette.night, opacity: 0.2 });
  return backdrop(w, h, wall) + band(h * 0.72, w, h * 0.28, { fill: floor }) + skirting;
}

export function windowPane(x: number, y: number, ww: number, wh: number): string {
  const pane = rect(x, y, ww, wh, { fill: palette.sky, stroke: palette.cream, 'stroke-width': 6 });
  const bars = d`M${x + ww / 2} ${y} V${y + wh} M${x} ${y + wh / 2} H${x + ww}`;
  const leaves = d`M${x} ${y + wh} Q${x + ww / 2} ${y + wh * 0.5} ${x + ww} ${y + wh * 0.8} V${y + wh} Z`;
  const frame = path(bars, { stroke: palette.cream, 'stroke-width': 4 });
  return g(pane + frame + path(leaves, { fill: palette.leaf, opacity: 0.6 }));
}

/** A pupil holding a book, head to waist, centred on `x` in a picture `h` high. */
export function pupil(x: number, h: number): string {
  const hair =
    d`M${x - h * 0.13} ${h * 0.3} q${h * 0.13} ${-h * 0.16} ${h * 0.26} 0` +
    d` q${-h * 0.13} ${-h * 0.06} ${-h * 0.26} 0Z`;
  const body =
    d`M${x - h * 0.22} ${h * 0.92} q0 ${-h * 0.4} ${h * 0.22} ${-h * 0.42}` +
    d` q${h * 0.22} ${h * 0.02} ${h * 0.22} ${h * 0.42} Z`;
  // The space after the book's x is harmless, and keeps the drawings byte for byte what they were.
  const book = { x: `${r1(x - h * 0.16)} `, y: r1(h * 0.62), width: r1(h * 0.32), height: r1(h * 0.2) };
  const head = circle(x, h * 0.33, h * 0.12, { fill: '#b67a4f' }) + path(hair, { fill: palette.ink });
  const spine = path(d`M${x} ${h * 0.62} V${h * 0.82}`, { stroke: palette.cream, 'stroke-width': 3 });
  return g(head + path(body, { fill: palette.teal }) + el('rect', { ...book, rx: 4, fill: palette.gold }) + spine);
}

/** A head and shoulders filling a `w` by `h` picture: skin, clothes and a beard or none, by chance. */
export function bust(w: number, h: number, rand: Rand): string {
  const skin = pick(rand, ['#b67a4f', '#a36a43', '#c08a5e']);
  // The shoulders start at the picture's foot (`h` as given).
  const shoulders =
    `M${r1(w * 0.12)} ${h}` +
    d` q${w * 0.02} ${-h * 0.3} ${w * 0.38} ${-h * 0.32} q${w * 0.36} ${h * 0.02} ${w * 0.38} ${h * 0.32} Z`;
  let s = path(shoulders, { fill: pick(rand, [palette.navy, palette.teal, palette.ink]) });
  s += path(d`M${w * 0.42} ${h * 0.68} l${w * 0.08} ${h * 0.12} l${w * 0.08} ${-h * 0.12} Z`, { fill: palette.cream });
  s += rect(w * 0.44, h * 0.56, w * 0.12, h * 0.12, { fill: skin });
  s += ellipse(w * 0.5, h * 0.45, w * 0.15, h * 0.16, { fill: skin });
  const hair =
    d`M${w * 0.35} ${h * 0.42} q${w * 0.02} ${-h * 0.19} ${w * 0.15} ${-h * 0.18}` +
    d` q${w * 0.14} ${-h * 0.01} ${w * 0.15} ${h * 0.18} q${-w * 0.1} ${-h * 0.08} ${-w * 0.3} 0 Z`;
  s += path(hair, { fill: palette.ink });
  if (rand() > 0.5) {
    const beard =
      d`M${w * 0.38} ${h * 0.5} q${w * 0.12} ${h * 0.2} ${w * 0.24} 0 q0 ${h * 0.1} ${-w * 0.12} ${h * 0.12}` +
      d` q${-w * 0.12} ${-h * 0.02} ${-w * 0.12} ${-h * 0.12} Z`;
    s += path(beard, { fill: palette.ink, opacity: 0.85 });
  }
  return s;
}

/** A string of flags across the top of the picture. */
export function bunting(w: number, h: number, rand: Rand): string {
  let flags = '';
  for (let i = 0; i < 14; i++) {
    const x = (w / 14) * i;
    const flag = d`M${x} ${h * 0.04} l${w / 28} ${h * 0.07} l${w / 28} ${-h * 0.07} Z`;
    flags += path(flag, { fill: pick(rand, [palette.gold, palette.clay, palette.teal, palette.cream]) });
  }
  return path(`M0 ${r1(h * 0.04)} H${w}`, { stroke: palette.ink, 'stroke-width': 2 }) + flags;
}

/**
 * The figure of a subject card (one of eight, by `index`), drawn in units of `u` around its centre (`cx`, `cy`,
 * written as given; the points around it are rounded).
 */
export function emblem(index: number, cx: number, cy: number, u: number): string {
  /** A point `dx` and `dy` units from the centre; a move of `dx` and `dy` units. */
  const at = (dx: number, dy: number) => d`${cx + u * dx} ${cy + u * dy}`;
  const by = (dx: number, dy: number) => d`${u * dx} ${u * dy}`;
  const line = { ...outline(palette.cream, r1(u * 0.08)), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  const orbit = (attrs: Attrs = {}) => el('ellipse', { cx, cy, rx: r1(u), ry: r1(u * 0.38), ...line, ...attrs });
  const gold = { fill: palette.gold };
  const emblems = [
    orbit() +
      orbit({ transform: `rotate(60 ${cx} ${cy})` }) +
      orbit({ transform: `rotate(-60 ${cx} ${cy})` }) +
      el('circle', { cx, cy, r: r1(u * 0.12), ...gold }),
    path(
      `M${at(-0.25, -1)} h${r1(u * 0.5)} M${at(-0.15, -1)} v${r1(u * 0.7)}` +
        ` l${by(-0.6, 1.1)} h${r1(u * 1.5)} l${by(-0.6, -1.1)} v${r1(-u * 0.7)}`,
      line,
    ) + path(`M${at(-0.55, 0.5)} h${r1(u * 1.1)} l${by(0.2, 0.3)} h${r1(-u * 1.5)} Z`, gold),
    path(`M${at(-0.8, 0.8)} Q${at(-1, -1)} ${at(0.8, -0.8)} Q${at(1, 1)} ${at(-0.8, 0.8)} Z`, { fill: palette.leaf }) +
      path(`M${at(-0.8, 0.8)} L${at(0.6, -0.6)}`, line),
    path(`M${at(-1, 1)} L${at(1, 1)} L${at(-1, -1)} Z`, line) +
      circle(cx + u * 0.3, cy - u * 0.35, u * 0.42, line) +
      path(`M${at(-0.7, 0.7)} h${r1(u * 0.3)} v-${r1(u * 0.3)}`, line),
    path(
      `M${at(0, -0.7)} Q${at(-0.6, -1)} ${at(-1.1, -0.7)} V${r1(cy + u * 0.9)} Q${at(-0.6, 0.6)} ${at(0, 0.9)}` +
        ` Q${at(0.6, 0.6)} ${at(1.1, 0.9)} V${r1(cy - u * 0.7)} Q${at(0.6, -1)} ${at(0, -0.7)} V${r1(cy + u * 0.9)}`,
      line,
    ),
    path(`M${at(-1, 0.2)} q${by(0.5, 0.6)} ${r1(u)} 0 t${r1(u)} 0`, line) +
      circle(cx - u * 0.2, cy - u * 0.5, u * 0.1, { fill: palette.cream }) +
      circle(cx + u * 0.3, cy - u * 0.5, u * 0.1, { fill: palette.cream }) +
      path(`M${at(0.7, -1)} v${r1(u * 1.2)}`, line),
    el('circle', { cx, cy, r: r1(u), ...line }) +
      path(`M${at(-0.5, 0.2)} q${by(0.5, -0.9)} ${r1(u)} 0 q${by(-0.5, 0.6)} ${r1(-u)} 0`, gold),
    rect(cx - u, cy - u * 0.7, u * 2, u * 1.3, { rx: r1(u * 0.1), ...line }) +
      path(`M${at(-0.4, 1)} h${r1(u * 0.8)}`, line) +
      path(
        `M${at(-0.6, 0.2)} l${by(0.4, -0.4)} l${by(0.3, 0.2)} l${by(0.5, -0.5)}`,
        outline(palette.gold, r1(u * 0.08)),
      ),
  ];
  return emblems[index % emblems.length] as string;
}
