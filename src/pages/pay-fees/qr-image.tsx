import { qrPath, qrWidth, type QrCode } from '../../lib/qr.ts';

/**
 * A QR code the build made (scripts/build/qr-code.ts): black modules on white whatever the page's colours, with its
 * quiet zone, its edges crisp at any size. A phone's camera reads it from another phone's screen.
 */
export function QrImage({ qr, label }: { qr: QrCode; label: string }) {
  const width = qrWidth(qr);
  return (
    <svg
      className="qr-image"
      viewBox={`0 0 ${width} ${width}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={qrPath(qr)} fill="#000" />
    </svg>
  );
}
