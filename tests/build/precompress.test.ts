import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressTree } from '../../scripts/build/precompress.ts';
import { acceptedEncodings, encodedTwin, fileUnder, sendEncoded } from '../../scripts/build/send-precompressed.ts';
import { get } from '../hosts/http.ts';

describe('the encodings a browser takes', () => {
  it('reads Accept-Encoding as browsers send it, brotli first', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('honours a refusal and a wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.5, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('BR')).toEqual(['br']);
  });
});

describe('the compressed twins the build writes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const code = 'export const words = "ഇത് ഒരു വരി";\n'.repeat(200);
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app.js'), code);
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');
    writeFileSync(path.join(dir, 'photo.avif'), Buffer.alloc(4096));
    await precompressTree(dir);
    server = createServer((req, res) => {
      const file = path.join(dir, req.url!);
      if (!sendEncoded(req, res, file)) res.end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('writes brotli and gzip twins of text that decompress to the file, and none that would be larger', () => {
    const file = path.join(dir, 'assets', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(code);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    expect(existsSync(path.join(dir, 'tiny.txt.br')) || existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
    // The file and its twins carry one time, as the file system stores it.
    expect(statSync(`${file}.br`).mtimeMs).toBe(statSync(file).mtimeMs);
    expect(statSync(`${file}.gz`).mtimeMs).toBe(statSync(file).mtimeMs);
    expect(encodedTwin(path.join(dir, 'photo.avif'), 'br, gzip')).toBeUndefined();
  });

  it('sends the twin the browser takes, with its type and a validator, and a 304 when asked again', async () => {
    const brotli = await get(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
    });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(code);
    const again = await get(`${origin}/assets/app.js`, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.etag! },
    });
    expect(again.status).toBe(304);
    const gzip = await get(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    const plain = await get(`${origin}/assets/app.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
  });

  it("passes over a twin whose time is not its file's: the file changed after the build", async () => {
    const file = path.join(dir, 'assets', 'app.js');
    const ask = () => get(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    // Touched a second after the build wrote it, or given an older time (a copy of an older build), then given
    // its time back.
    const built = statSync(file).mtimeMs / 1000;
    utimesSync(file, built, built + 1);
    expect((await ask()).headers['content-encoding']).toBeUndefined();
    utimesSync(file, built, built - 1);
    expect((await ask()).headers['content-encoding']).toBeUndefined();
    utimesSync(file, built, built);
    expect((await ask()).headers['content-encoding']).toBe('br');
    writeFileSync(file, 'export const changed = true;\n');
    const answer = await ask();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export const changed = true;\n');
    // Compressed again, the file too small to gain: its old twins go.
    await precompressTree(dir);
    expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
  });

  it('finds no file outside the folder', () => {
    expect(fileUnder(dir, '/assets/app.js')).toBe(path.join(dir, 'assets', 'app.js'));
    expect(fileUnder(dir, '/..%2f..%2fetc/passwd')).toBeUndefined();
    expect(fileUnder(dir, '/%E0')).toBeUndefined();
    // A slash after a file's name names no file.
    expect(existsSync(fileUnder(dir, '/assets/app.js/')!)).toBe(false);
  });
});
