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
  PHOTOS: { get(key: string, options: { onlyIf: Headers }): Promise<StoredPhoto | null> };
  ASSETS: { fetch(request: Request): Promise<Response> };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request);
    const key = decodeURIComponent(new URL(request.url).pathname).slice(1);
    const photo = await env.PHOTOS.get(key, { onlyIf: request.headers });
    if (!photo) return env.ASSETS.fetch(request);
    const headers = new Headers(PHOTO_HEADERS);
    headers.set('ETag', photo.httpEtag);
    headers.set('Content-Type', photo.httpMetadata?.contentType ?? 'application/octet-stream');
    if (!photo.body) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(photo.size));
    return new Response(request.method === 'HEAD' ? null : photo.body, { headers });
  },
};
