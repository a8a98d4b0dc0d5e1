/**
 * A wait on the photo store (scripts/build/photo-store/bucket.ts, bounded) counts only the time the build listens:
 * an answer that came while the build was busy elsewhere is taken, not blamed on the store, and a store that never
 * answers still fails within its bound.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounded } from '../../scripts/build/photo-store/bucket.ts';

let server: Server;
let origin = '';
beforeAll(async () => {
  // Answers at once; /never, never.
  server = createServer((request, response) => {
    if (request.url !== '/never') response.end('photo');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The process busy for `ms` on something else, as a long synchronous step of the build keeps it. */
const busy = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('a wait on the photo store', () => {
  it('takes an answer that came while the build was busy elsewhere, past the bound', async () => {
    const waiting = bounded(
      'reading a photo',
      fetch(`${origin}/photo`).then((answer) => answer.text()),
      100,
    );
    busy(400);
    await expect(waiting).resolves.toBe('photo');
  });

  it('fails a store that never answers while the build listens, within its bound', async () => {
    const since = performance.now();
    await expect(bounded('reading a photo', fetch(`${origin}/never`), 300)).rejects.toThrow(
      'The photo store did not answer in 0.3 s: reading a photo.',
    );
    expect(performance.now() - since).toBeLessThan(900);
  });
});
