import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, packQr, qrPath, qrWidth } from '../../src/lib/qr.ts';

/** The dark modules a path draws, read back from its rectangles (`M x y h w v1 H x z`). */
const drawn = (path: string, size: number): boolean[][] => {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g))
    for (let i = 0; i < Number(w); i++) rows[Number(y) - QUIET_ZONE]![Number(x) - QUIET_ZONE + i] = true;
  return rows;
};

describe('a QR code packed for the page and drawn by it', () => {
  it("draws each row's runs of dark modules as one rectangle, inside the quiet zone", () => {
    const qr = packQr([
      [true, true, false],
      [false, false, false],
      [true, false, true],
    ]);
    expect(qr).toEqual({ size: 3, bits: btoa(String.fromCharCode(0b11000010, 0b10000000)) });
    expect(qrWidth(qr)).toBe(3 + 2 * QUIET_ZONE);
    expect(qrPath(qr)).toBe('M4 4h2v1H4z' + 'M4 6h1v1H4z' + 'M6 6h1v1H6z');
  });

  it('gives back every module of a code, a run at the end of a row not carried into the next', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 < 0.5 ? true : false);
    const rows = Array.from({ length: 41 }, () => Array.from({ length: 41 }, random));
    rows[0]![40] = rows[1]![0] = true;
    const qr = packQr(rows);
    expect(drawn(qrPath(qr), 41)).toEqual(rows);
    // 41 × 41 modules in 211 bytes: 284 characters, where the path was about 7,000.
    expect(qr.bits).toHaveLength(284);
  });
});
