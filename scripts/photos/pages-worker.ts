/**
 * Cloudflare Pages' `_worker.js` when the gallery photos are in the object store (issue 64). The project runs it for
 * /media/galleries/* only (`_routes.json`; everything else is served from the deployment's files as always), and
 * answers from the bucket bound as PHOTOS with the headers `_headers` gives /media/*, written in by the build. A
 * photo the bucket lacks (one the deploy had not put there) is looked for among the deployment's own files.
 */
declare const PHOTO_HEADERS: Record<string, string>;

interface StoredPhoto {
  size: number;
  httpEtag: string;
  httpMetadata?: { contentType?: string };
  /** Absent when the request's If-None-Match matched: nothing to send again. */
  body?: ReadableStream;
}

interface Env {
  PHOTOS?: {
    get(key: string, options: { onlyIf: Headers }): Promise<StoredPhoto | null>;
    head(key: string): Promise<StoredPhoto | null>;
  };
  ASSETS: { fetch(request: Request): Promise<Response> };
}

/** The bucket's key for a photo's address, or null for any other address (one with a broken escape among them). */
function keyOf(url: string): string | null {
  try {
    const key = decodeURIComponent(new URL(url).pathname).slice(1);
    return key.startsWith('media/galleries/') && !key.includes('..') ? key : null;
  } catch {
    return null;
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const key = keyOf(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !key) return env.ASSETS.fetch(request);
    // Set up wrong (docs/hosting.md): said plainly, in the logs and to whoever looks, rather than a missing photo.
    if (!env.PHOTOS)
      return new Response('The Pages project has no R2 binding named PHOTOS: see docs/hosting.md.', { status: 503 });
    // Only If-None-Match is asked of the bucket, so a precondition it finds failed means the phone has the photo.
    const onlyIf = new Headers();
    const etag = request.headers.get('If-None-Match');
    if (etag) onlyIf.set('If-None-Match', etag);
    const photo = request.method === 'HEAD' ? await env.PHOTOS.head(key) : await env.PHOTOS.get(key, { onlyIf });
    if (!photo) return env.ASSETS.fetch(request);
    const headers = new Headers(PHOTO_HEADERS);
    headers.set('ETag', photo.httpEtag);
    headers.set('Content-Type', photo.httpMetadata?.contentType ?? 'application/octet-stream');
    if (request.method === 'GET' && !photo.body) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(photo.size));
    return new Response(request.method === 'HEAD' ? null : photo.body, { headers });
  },
};
