import type { QrCode } from '../../content/index.ts';

/**
 * A QR code the build drew (scripts/build/qr-code.ts): black modules on white whatever the page's colours, with its
 * quiet zone, its edges crisp at any size. A phone's camera reads it from another phone's screen.
 */
export function QrImage({ qr, label }: { qr: QrCode; label: string }) {
  return (
    <svg
      className="qr-image"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
