/**
 * QR codes made at build time: the `qr` library (zero dependencies) lays out the modules, packed for the page's words
 * (src/lib/qr.ts), which the pay page draws as an SVG path, offline with no script of its own and no image request.
 * Medium error correction keeps a code readable by a phone held to another phone's screen; the page draws the
 * quiet zone.
 */
import encodeQR from 'qr';
import { packQr, type QrCode } from '../../src/lib/qr.ts';

/** `text` as a QR code: the library's least border (one module) cut off, as the page draws the quiet zone. */
export function qrCode(text: string): QrCode {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: 1 });
  return packQr(rows.slice(1, -1).map((row) => row.slice(1, -1)));
}
