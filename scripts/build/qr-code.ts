/**
 * QR codes drawn at build time as an SVG path, so the pay page shows them offline with no script and no image
 * request: the `qr` library (zero dependencies) lays out the modules, and each row's runs of dark modules become
 * one path. Medium error correction and the standard quiet zone of four modules keep a code readable by a phone
 * held to another phone's screen.
 */
import encodeQR from 'qr';
import type { QrCode } from '../../src/content/index.ts';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/** `text` as a QR code: its width in modules (the quiet zone included), and its dark modules as one SVG path. */
export function qrCode(text: string): QrCode {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  const runs: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x - start + 1}v1H${start}z`);
    }
  });
  return { size: rows.length, path: runs.join('') };
}
