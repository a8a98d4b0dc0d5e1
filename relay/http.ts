/** Answers and request bodies: every refusal is JSON `{ "error": "<plain words>" }`. */
import { declaredLengthProblem } from './headers.ts';
import { type Checked, MAX_BODY_BYTES, tooBig } from './requests.ts';

export type Body = { ok: true; value: string } | { ok: false; status: number; error: string };

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const answer = new Response(JSON.stringify(body), { status, headers });
  answer.headers.set('Content-Type', 'application/json; charset=utf-8');
  answer.headers.set('Cache-Control', 'no-store');
  return answer;
}

/**
 * Why a request was refused, for a developer (`error`), and where the site must tell the parent in their own words,
 * a word for the page to choose them by (`reason`: src/notices/push/apart/push-client.ts).
 */
export type Reason = 'busy' | 'full' | 'keys' | 'gone';

export function refusal(status: number, error: string, headers: HeadersInit = {}, reason?: Reason): Response {
  return json(status, reason ? { error, reason } : { error }, headers);
}

export const noContent = (): Response => new Response(null, { status: 204 });

/** The site may read the relay's answers; no other page may. */
export function withCors(response: Response, origin: string | null, siteOrigin: string): Response {
  const answer = new Response(response.body, response);
  answer.headers.append('Vary', 'Origin');
  if (origin === siteOrigin) answer.headers.set('Access-Control-Allow-Origin', siteOrigin);
  return answer;
}

export function preflight(origin: string | null, siteOrigin: string): Response {
  if (origin !== siteOrigin) return refusal(403, `only ${siteOrigin} may use this relay`);
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': 'POST, DELETE',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  });
}

/**
 * The body as text, refused when its declared or its real size reaches the limit: a client may leave out
 * Content-Length or state a false one, so the bytes are counted as they arrive and reading stops there.
 */
export async function readSmallBody(request: Request, limit = MAX_BODY_BYTES): Promise<Body> {
  const declared = declaredLengthProblem(request.headers.get('Content-Length'), limit);
  if (declared) return { ok: false, status: declared === tooBig(limit) ? 413 : 400, error: declared };
  if (!request.body) return { ok: true, value: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size >= limit) {
      await reader.cancel();
      return { ok: false, status: 413, error: tooBig(limit) };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, status: 400, error: 'the body is not UTF-8 text' };
  }
}

/** Parsed JSON, or why not. */
export function parseJson(text: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'the body is not valid JSON' };
  }
}
