/**
 * A stand-in for Google's push service (FCM), the one part of a notice's journey that cannot be reached from here.
 * Like the real one it refuses a message whose VAPID signature, audience or expiry is wrong, answers 404 for an
 * address it never gave (a forged subscription) and 410 for one that is gone; it can be told to answer 429 or 5xx
 * first, with a Retry-After, or to be slow. Then it decrypts the message with the phone's own keys (aes128gcm), as
 * the phone would, and keeps it for the test to read. A message encrypted with other keys is taken all the same (a
 * push service cannot read what it carries), and kept as one the phone could not read.
 */
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { FCM, type Phone } from './phones.ts';

export interface Received {
  /** The message as the phone reads it; null when the test asked not to decrypt it (see `decryptEvery`). */
  payload: unknown;
  urgency: string | undefined;
  ttl: string | undefined;
}

export interface PushService {
  /** Where the stand-in listens, in place of https://fcm.googleapis.com. */
  address: string;
  /** Each message taken, by push address. */
  received: Map<string, Received[]>;
  /** Messages refused, and why: a correct sender leaves this empty. */
  refused: string[];
  /** Messages taken that the phone could not decrypt with its keys (it drops them), by push address. */
  unreadable: string[];
  /** How long to wait before answering each message (ms): a slow service, so a run can be stopped halfway. */
  delayMs: number;
  /** Push addresses answered 410 Gone, like a phone that unsubscribed. */
  gone: Set<string>;
  /** Answers to give an address before taking its message (429 with a Retry-After, a 503...), in order. */
  busy: Map<string, { status: number; retryAfter?: string }[]>;
  /** When each request for an address came (ms), to see the waits. */
  times: Map<string, number[]>;
  requests: number;
  close(): Promise<void>;
}

function vapidKey(publicKey: string): KeyObject {
  const point = Buffer.from(publicKey, 'base64url');
  const coordinate = (from: number): string => point.subarray(from, from + 32).toString('base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
}

/** Why a VAPID Authorization header would be refused by a push service, or null when it is sound. */
export function vapidProblem(header: string | undefined, publicKey: string, key: KeyObject): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID Authorization header: ${header}`;
  const [token, k] = [match[1]!, match[2]!];
  if (k !== publicKey.replace(/=+$/, '')) return 'signed with another VAPID key';
  const [head, body, signature] = token.split('.') as [string, string, string];
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') return `JWT alg is ${alg}`;
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claims.aud !== FCM) return `JWT aud is ${claims.aud}`;
  const fresh = typeof claims.exp === 'number' && claims.exp > now && claims.exp <= now + 86_400;
  if (!fresh) return `JWT exp is ${claims.exp}, not within the next 24 hours`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `JWT sub is ${claims.sub}`;
  return null;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Listens on this machine only; `phones` may gain phones while it runs. `decryptEvery`: decrypt one message in
 * so many (20,000 phones' worth of decryption is most of a test's time; each is still counted and checked).
 */
export async function startPushService(
  phones: ReadonlyMap<string, Phone>,
  publicKey: string,
  { decryptEvery = 1 } = {},
): Promise<PushService> {
  const key = vapidKey(publicKey);
  // A sender signs once per service and run: a signature already checked is not checked again.
  const sound = new Set<string>();
  const service: Omit<PushService, 'address' | 'close'> = {
    received: new Map(),
    refused: [],
    unreadable: [],
    delayMs: 0,
    gone: new Set(),
    busy: new Map(),
    times: new Map(),
    requests: 0,
  };
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (service.delayMs) await new Promise((resolve) => setTimeout(resolve, service.delayMs));
    service.requests += 1;
    const endpoint = `${FCM}${request.url}`;
    service.times.set(endpoint, [...(service.times.get(endpoint) ?? []), Date.now()]);
    const phone = phones.get(endpoint);
    if (service.gone.has(endpoint)) return void response.writeHead(410).end();
    if (!phone) return void response.writeHead(404).end('no such subscription');
    const refuse = (problem: string): void => {
      service.refused.push(`${endpoint}: ${problem}`);
      response.writeHead(400).end(problem);
    };
    const authorization = request.headers.authorization ?? '';
    const problem = sound.has(authorization) ? null : vapidProblem(authorization, publicKey, key);
    if (problem) return refuse(problem);
    sound.add(authorization);
    if (request.method !== 'POST') return refuse(`method ${request.method}`);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse('not aes128gcm');
    const busy = service.busy.get(endpoint)?.shift();
    if (busy) {
      return void response.writeHead(busy.status, busy.retryAfter ? { 'Retry-After': busy.retryAfter } : {}).end();
    }
    const messages = service.received.get(endpoint) ?? [];
    let payload: unknown = null;
    if (service.requests % decryptEvery === 0 || decryptEvery === 1) {
      try {
        payload = JSON.parse(
          decrypt(body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString(),
        );
      } catch {
        service.unreadable.push(endpoint);
        return void response.writeHead(201).end();
      }
    }
    messages.push({
      payload,
      urgency: request.headers.urgency as string | undefined,
      ttl: request.headers.ttl as string | undefined,
    });
    service.received.set(endpoint, messages);
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    address: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
