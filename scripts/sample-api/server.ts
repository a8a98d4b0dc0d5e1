/**
 * A stand-in for a school's own gallery API, on a port of its own, to try the site against one (docs/content.md,
 * "Galleries"): the sample list at /api/galleries/{key} (scripts/sample-api/gallery-api.ts), its camera-sized photos, and
 * an image resizer in front of them (scripts/sample-api/image-resizer.ts), all sent with CORS headers, as a school's own
 * must be (the site fetches the list, and the worker the photos, from another origin).
 *
 *   PORT=4330 npm run sample-api
 *   SITE_GALLERY_API=http://127.0.0.1:4330 SITE_GALLERY_IMAGE_HOSTS=http://127.0.0.1:4330 \
 *   SITE_GALLERY_IMAGE_RESIZER='http://127.0.0.1:4330/_ipx/w_{width},f_{format}/{url}' npm run build
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { galleryApi, samplePhoto, samplePhotoIds } from './gallery-api.ts';
import { imageResizer } from './image-resizer.ts';

export function startSampleApi(port: number, siteKey = 'edmount', root = process.cwd()): Promise<Server> {
  const api = galleryApi(root, siteKey);
  const resizer = imageResizer(root, []);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', 'Accept, If-None-Match');
      res.statusCode = 204;
      return res.end();
    }
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'Not found.' }));
    };
    api(req, res, () => resizer(req, res, notFound));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4330);
  await startSampleApi(port, process.env.SITE_GALLERY_KEY || 'edmount');
  console.log(`Sample gallery API on http://127.0.0.1:${port}/api/galleries/edmount (photos drawn at first use)`);
  // Draw the photos now, one at a time, so few visitors wait for one.
  for (const id of samplePhotoIds(process.cwd())) await samplePhoto(process.cwd(), id).catch(() => undefined);
}
