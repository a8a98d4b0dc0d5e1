/**
 * What the sender (scripts/push/, with the relay's secret) asks of the relay: the phones, page by page; which notices
 * every phone has had; before a notice's messages go out, the phones claimed for it; after, what each message did;
 * at the end of a run, the phones it could not reach and the notices still current (the others are forgotten). And, once, the list kept in Workers KV before D1.
 */
import { json, noContent, parseJson, readSmallBody, refusal } from './http.ts';
import { importFromKv } from './import-kv.ts';
import { isJsonContentType } from './headers.ts';
import { isNoticeId } from './requests.ts';
import { claim, LEASE, finishNotice, finishedNotices, forgetNotices, record, startNotice } from './deliveries.ts';
import { failedRun, phonesAfter, schoolDay } from './store.ts';
import type { Context } from './context.ts';

/** Phones in one page of the list: 20,000 phones are four requests. */
export const PAGE_SIZE = 5000;
/** Ids in one claim or report: about 60 KB of JSON at most. */
export const MAX_IDS = 5000;

async function bodyOf(request: Request): Promise<Response | Record<string, unknown>> {
  if (!isJsonContentType(request.headers.get('Content-Type'))) return refusal(415, 'the body must be JSON');
  const text = await readSmallBody(request, 64 * 1024);
  if (!text.ok) return refusal(text.status, text.error);
  const parsed = parseJson(text.value);
  if (!parsed.ok) return refusal(400, parsed.error);
  const { value } = parsed;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : refusal(400, 'the body must be a JSON object');
}

/** A list of phone ids from a body's field, or why not. */
function idsOf(body: Record<string, unknown>, name: string): number[] | string {
  const ids = body[name] ?? [];
  if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return `${name} must be a list of at most ${MAX_IDS} phone ids`;
  }
  return ids as number[];
}

export function listPhones({ request, env }: Context): Promise<Response> | Response {
  const url = new URL(request.url);
  const after = Number(url.searchParams.get('after') ?? 0);
  if (!Number.isSafeInteger(after) || after < 0) return refusal(400, 'after must be a phone id');
  return phonesAfter(env.DB, after, PAGE_SIZE).then((phones) =>
    json(200, { subscriptions: phones, next: phones.length === PAGE_SIZE ? phones.at(-1)!.id : null }),
  );
}

export async function listNotices({ env }: Context): Promise<Response> {
  return json(200, { finished: await finishedNotices(env.DB) });
}

/** Notices current at once: far more than a school has (its notices page shows a page's worth). */
export const MAX_CURRENT = 1000;

/** The notices current now (`current`): the relay forgets every other, with what it was sent to. */
export async function keepCurrent({ request, env }: Context): Promise<Response> {
  const body = await bodyOf(request);
  if (body instanceof Response) return body;
  const { current } = body;
  if (
    !Array.isArray(current) ||
    current.length > MAX_CURRENT ||
    !current.every((id) => typeof id === 'string' && isNoticeId(id))
  ) {
    return refusal(400, `current must be a list of at most ${MAX_CURRENT} notice ids`);
  }
  return json(200, { forgotten: await forgetNotices(env.DB, current as string[]) });
}

/** /notices/<id>, /notices/<id>/claim and /notices/<id>/results. */
export async function notice(context: Context, id: string, part: string | undefined): Promise<Response> {
  const { request, env } = context;
  if (!isNoticeId(id)) return refusal(400, 'a notice id is lowercase letters, digits and hyphens');
  if (part === undefined) {
    if (request.method !== 'PUT') return refusal(405, 'this address answers PUT only', { Allow: 'PUT' });
    await finishNotice(env.DB, id);
    return noContent();
  }
  if (request.method !== 'POST') return refusal(405, 'this address answers POST only', { Allow: 'POST' });
  const body = await bodyOf(request);
  if (body instanceof Response) return body;
  if (part === 'claim') {
    const ids = idsOf(body, 'ids');
    if (typeof ids === 'string') return refusal(400, ids);
    const lease = body.leaseSeconds ?? LEASE.seconds;
    if (!Number.isInteger(lease) || (lease as number) < LEASE.least || (lease as number) > LEASE.most) {
      return refusal(400, `leaseSeconds must be a whole number of seconds from ${LEASE.least} to ${LEASE.most}`);
    }
    await startNotice(env.DB, id);
    return json(200, await claim(env.DB, id, ids, lease as number));
  }
  const [reached, failed, gone] = ['reached', 'failed', 'gone'].map((name) => idsOf(body, name));
  const problem = [reached, failed, gone].find((ids) => typeof ids === 'string');
  if (problem) return refusal(400, problem as string);
  const results = { reached: reached as number[], failed: failed as number[], gone: gone as number[] };
  return json(200, { removed: await record(env.DB, id, results, schoolDay()) });
}

export async function runFailed({ request, env }: Context): Promise<Response> {
  const body = await bodyOf(request);
  if (body instanceof Response) return body;
  const ids = idsOf(body, 'ids');
  if (typeof ids === 'string') return refusal(400, ids);
  return json(200, { removed: await failedRun(env.DB, ids, schoolDay()) });
}

export async function importKv({ request, env }: Context): Promise<Response> {
  if (!env.OLD_SUBSCRIPTIONS) {
    return refusal(409, 'the relay has no OLD_SUBSCRIPTIONS binding: bind the old KV namespace to move it across');
  }
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  return json(200, await importFromKv(env.OLD_SUBSCRIPTIONS, env.DB, cursor));
}
