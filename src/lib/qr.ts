/**
 * A QR code as the pay page carries it: its modules packed one bit each (row by row, first module in the top bit),
 * in base64, which the page draws as an SVG path. Packed, a code is a tenth of the bytes its path is, and the page's
 * words carry one for every fee (issue 47: six codes were 12.5 KB of the filled-in pay page's script).
 */
/** A QR code as the build packs it: its width in modules (without its quiet zone), and its modules' bits. */
export interface QrCode {
  size: number;
  bits: string;
}

/** The quiet zone around a code, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4;

/** A code's modules (`rows[y][x]`, true for dark), packed: the code's width and its bits in base64. */
export function packQr(rows: readonly (readonly boolean[])[]): QrCode {
  const size = rows.length;
  const bytes = new Uint8Array(Math.ceil((size * size) / 8));
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      const bit = y * size + x;
      if (dark) bytes[bit >> 3]! |= 0x80 >> (bit & 7);
    }),
  );
  return { size, bits: btoa(String.fromCharCode(...bytes)) };
}

/** The width of the drawn code in modules, its quiet zone on each side included. */
export const qrWidth = (qr: QrCode): number => qr.size + 2 * QUIET_ZONE;

/** The code's dark modules as one SVG path, in modules, within its quiet zone: each row's runs one rectangle. */
export function qrPath({ size, bits }: QrCode): string {
  const bytes = atob(bits);
  const dark = (x: number, y: number) =>
    x < size && ((bytes.charCodeAt((y * size + x) >> 3) >> (7 - ((y * size + x) & 7))) & 1) === 1;
  const runs: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue;
      const start = x;
      while (dark(x + 1, y)) x++;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start + 1}v1H${start + QUIET_ZONE}z`);
    }
  }
  return runs.join('');
}
