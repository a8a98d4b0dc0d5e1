/** A plain GET for the host tests: no redirect followed, the body as bytes, the certificate given trusted. */
import { request as http } from 'node:http';
import { request as https } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function get(url: string, { ca, headers = {} }: { ca?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const send = url.startsWith('https:') ? https : http;
    const req = send(url, { method: 'GET', headers: { 'Accept-Encoding': 'identity', ...headers }, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} in 15 s`)));
    req.on('error', reject);
    req.end();
  });
}
