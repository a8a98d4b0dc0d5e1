/**
 * A plain static file server over a built site, as a static host serves `dist/` (GitHub Pages, or any host
 * before its `_headers` and `_redirects` are read): files as they are (text compressed), a folder's index.html at
 * `/folder/` (and `/folder` sent there with a 301), `404.html` with status 404 for anything else. No rewrites, no
 * API, no resizer: what it serves is what dist/ alone is. Built on serve-handler, the handler of Vercel's `serve`,
 * and the compression middleware. With `precompressed`, a text file goes in the compressed form the build wrote
 * beside it, as `npm start`, nginx and Caddy send it (scripts/build/precompress.ts).
 *
 *   npx tsx tests/harness/static-server.ts [dir=dist] [port=4173] [precompressed]
 */
import compression from 'compression';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { fileUnder, sendEncoded } from '../../scripts/build/send-precompressed.ts';

/**
 * Text is sent compressed on the fly, as every static host does (Lighthouse's simulated phone counts the bytes):
 * brotli at the middleware's quality 4 to a browser that takes it, as Chromium does (about gzip's level 6 in size;
 * Cloudflare's edge compresses on the fly too), gzip otherwise.
 */
const gzip = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StaticOptions {
  host?: string;
  precompressed?: boolean;
  /**
   * Addresses never answered, as a host behind a hanging campus signal (or a gallery API that is down) leaves them:
   * the request is read and nothing is ever sent back. Asked at each request, so a test can change it as it goes.
   * Such a server closes only once its connections are cut too (`closeAllConnections()`).
   */
  hold?: (pathname: string, request: IncomingMessage) => boolean;
}

export function serveStatic(
  dir: string,
  port: number,
  { host = '127.0.0.1', precompressed = false, hold }: StaticOptions = {},
): Promise<Server> {
  const server = createServer((req, res) => {
    // A folder's index.html at the folder's address; without its slash, sent there once, as GitHub Pages does.
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (hold?.(url.pathname, req)) return;
    const named = fileUnder(dir, url.pathname);
    if (!named) {
      res.writeHead(400);
      return res.end('Not an address of this site.');
    }
    let file = named;
    if (existsSync(path.join(named, 'index.html'))) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      req.url = `${url.pathname}index.html${url.search}`;
      file = path.join(named, 'index.html');
    }
    if (precompressed && existsSync(file) && statSync(file).isFile() && sendEncoded(req, res, file)) return;
    gzip(
      req,
      res,
      () =>
        void handler(req, res, {
          public: dir,
          // Files as they are (a folder's address is its index.html, above); no listing of folders.
          cleanUrls: false,
          directoryListing: false,
          etag: true,
          // The media types every host knows and serve-handler's table lacks.
          headers: [{ source: '**/*.avif', headers: [{ key: 'Content-Type', value: 'image/avif' }] }],
        }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = process.env.PORT ?? '4173', how] = process.argv.slice(2);
  void serveStatic(dir, Number(port), { precompressed: how === 'precompressed' }).then(() =>
    console.log(`Serving ${dir}/ as a plain static host on http://127.0.0.1:${port}`),
  );
}
