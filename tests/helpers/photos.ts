/**
 * A photo as a phone camera takes it, for the tests that upload one: a sky, hills and a sun under blotches and
 * grain, so it compresses as a real photo does (a 4000 x 3000 JPEG is about 4.7 MB), with the camera's EXIF.
 */
import sharp from 'sharp';

const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .png()
    .toBuffer();

/** `grain`: the sensor's noise, which makes a photo large (a bright day's photo has less than the default). */
export async function cameraPhoto(width = 4000, height = 3000, { grain = 30 } = {}): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7ab3e0"/><stop offset="0.55" stop-color="#d9c48a"/><stop offset="1" stop-color="#3d6b2f"/>
    </linearGradient>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.23}" r="${height * 0.1}" fill="#fff2b0"/>
  </svg>`;
  const blotches = await sharp(await noise(Math.ceil(width / 20), Math.ceil(height / 20), 60))
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([
      { input: blotches, blend: 'soft-light' },
      { input: await noise(512, 512, grain), tile: true, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' } })
    .toBuffer();
}

/**
 * An event's photos from one phone on a bright day (`count` of them, 4000 x 3000 JPEGs of about 2 MB, each its
 * own): one scene, the sun in a new place in each, so thirty are made in seconds, not a second each.
 */
export async function eventPhotos(count: number, width = 4000, height = 3000): Promise<Buffer[]> {
  const scene = await sharp(await cameraPhoto(width, height, { grain: 8 }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const sun = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <circle cx="${((i + 1) * width) / (count + 1)}" cy="${height * 0.4}" r="${height * 0.05}" fill="#ffd27a"/>
      </svg>`;
      return sharp(scene.data, { raw: scene.info })
        .composite([{ input: Buffer.from(sun) }])
        .jpeg({ quality: 92 })
        .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' } })
        .toBuffer();
    }),
  );
}
