/**
 * Reading a QR code as a phone's camera would: the SVG drawn (librsvg, through sharp) at a phone screen's size,
 * then decoded by a library of its own (jsQR), not the one that drew it.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { qrPath, qrWidth, type QrCode } from '../../src/lib/qr.ts';

/** The text a QR code's SVG holds, read from its pixels at `width` px; null if no code is found. */
export async function readQr(svg: string, width = 200): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(width, width, { kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** An SVG file of a QR code the build made, drawn as the pay page draws it (src/lib/qr.ts). */
export const qrSvg = (qr: QrCode): string => {
  const size = qrWidth(qr);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${qrPath(qr)}" fill="#000"/></svg>`;
};
