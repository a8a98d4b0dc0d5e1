/**
 * The school's mark and app icons, all drawn from one image (issue 67): the logo the office uploads in the editor
 * (src/content/contact.yaml, `logo`: an SVG, or a large PNG the editor keeps as WebP), or the placeholder drawing
 * until it does. The favicon, the manifest's icons (src/lib/cache-policy.ts precaches them), Apple's touch icon, and
 * the mark beside the name in the header and the footer (src/app/logo.tsx), named by the logo's content.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The placeholder drawing, until the school uploads its logo. */
const PLACEHOLDER = 'public/icon.svg';
/** The mark's size on the page is 40 px (src/app/logo.tsx): drawn at three times that, for sharp phone screens. */
const MARK_PX = 120;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The logo's file under the content's root (`/media/brand/crest.svg`), or the placeholder's under the project's. */
export const logoFile = (contentRoot: string, projectRoot: string, logo: string): string =>
  logo ? path.join(contentRoot, logo.replace(/^\//, '')) : path.join(projectRoot, PLACEHOLDER);

/** Where the school's mark is published, by the logo's content: a new logo is a new address. */
export const markPath = (logo: Buffer): string =>
  `/icons/mark-${createHash('sha256').update(logo).digest('hex').slice(0, 8)}.png`;

/** An .ico holding one PNG image (every browser reads PNG-in-ICO): a 6-byte header and one 16-byte entry. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/**
 * Every icon, from the image's bytes. `own`: the school's logo, whose maskable and Apple icons sit on white (a logo is
 * drawn for a light ground); the placeholder's sit on the brand's navy. A logo that is not square keeps its shape,
 * centred. `mark`: where the school's mark goes (markPath), none for the placeholder, which the page draws inline.
 */
async function renderIcons(image: Buffer, { own, mark }: { own: boolean; mark?: string }) {
  // Loaded here, not with the module: the content's loader names the mark (markPath) without drawing anything.
  const { default: sharp } = await import('sharp');
  const drawn = (size: number) =>
    sharp(image, { density: 512 }).resize(size, size, { fit: 'contain', background: TRANSPARENT }).png().toBuffer();
  const maskable = async (size: number) => {
    const inner = Math.round(size * 0.7);
    return sharp({ create: { width: size, height: size, channels: 4, background: own ? '#ffffff' : '#0f3b57' } })
      .composite([{ input: await drawn(inner), gravity: 'centre' }])
      .png()
      .toBuffer();
  };
  return {
    'favicon.ico': icoFromPng(await drawn(32), 32),
    'apple-touch-icon.png': await maskable(180),
    'icons/icon-192.png': await drawn(192),
    'icons/icon-512.png': await drawn(512),
    'icons/maskable-512.png': await maskable(512),
    ...(mark ? { [mark.slice(1)]: await drawn(MARK_PX) } : {}),
  };
}

/** The icons of a build: from the logo's file, with what went wrong in plain words if it is not an image. */
export async function appIcons(file: string, logo: string, mark: string): Promise<Record<string, Buffer>> {
  try {
    return await renderIcons(readFileSync(file), { own: Boolean(logo), mark: logo ? mark : undefined });
  } catch (error) {
    throw new Error(
      `src/content/contact.yaml: the logo ${logo || PLACEHOLDER} could not be drawn (${(error as Error).message}): ` +
        'upload it again in the editor (Contact details and links › Logo) as an SVG drawing or a PNG image',
    );
  }
}
