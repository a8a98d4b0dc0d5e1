/**
 * The push relay: keeps the push addresses of the parents who asked for notices on their phones, so the
 * deploy workflow can send each new urgent notice once. The site adds and removes its own visitor's address;
 * only the sender, with the relay's secret, may read the list or record what was sent.
 */
import { isP256Point, isSecret } from './crypto.ts';
import { json, noContent, parseJson, preflight, readSmallBody, refusal, withCors } from './http.ts';
import {
  base64urlBytes,
  bearerToken,
  clientKey,
  isJsonContentType,
  isNoticeId,
  parseSubscription,
  parseUnsubscribe,
} from './rules.ts';
import { allSubscriptions, markSent, removeSubscription, saveSubscription, sentIds, unmarkSent } from './store.ts';

export interface Env {
  SUBSCRIPTIONS: KVNamespace;
  /**
   * Cloudflare's rate-limiting binding rather than a KV counter: it counts in memory at the edge, costs none
   * of KV's 1,000 free writes a day, and Miniflare runs the same binding locally and in the tests.
   */
  PUBLIC_LIMIT: RateLimit;
  SITE_ORIGIN: string;
  RELAY_SECRET: string;
}

interface Context {
  request: Request;
  env: Env;
  site: string;
  origin: string | null;
}

/** The site's origin as browsers send it, or why the relay cannot work as deployed. */
function siteOriginOf(env: Env): { site: string } | { error: string } {
  if (!env.RELAY_SECRET) return { error: 'the relay has no secret: run `wrangler secret put RELAY_SECRET`' };
  try {
    return { site: new URL(env.SITE_ORIGIN).origin };
  } catch {
    return { error: 'the relay has no SITE_ORIGIN: set it under [vars] in wrangler.toml' };
  }
}

const unauthorized = (): Response =>
  refusal(401, 'this needs the header Authorization: Bearer <RELAY_SECRET>', { 'WWW-Authenticate': 'Bearer' });

const notAllowed = (allow: string): Response => refusal(405, `this address answers ${allow} only`, { Allow: allow });

async function isSender(request: Request, env: Env): Promise<boolean> {
  return isSecret(bearerToken(request.headers.get('Authorization')), env.RELAY_SECRET);
}

/**
 * The checks before a phone's subscription changes: the sender (with the secret) may always; a browser only
 * from the site's pages and a limited number of times a minute per address. Then a small JSON body.
 */
async function changeBody({ request, env, site, origin }: Context): Promise<Response | { body: unknown }> {
  if (request.headers.has('Authorization')) {
    if (!(await isSender(request, env))) return unauthorized();
  } else {
    if (origin !== site) return refusal(403, `subscriptions are accepted from ${site} only`);
    // Generous, because many phones on one mobile network can share an address; it only stops one machine
    // from filling the list.
    const { success } = await env.PUBLIC_LIMIT.limit({ key: clientKey(request.headers.get('CF-Connecting-IP')) });
    if (!success) {
      return refusal(429, 'too many requests from this address: try again in a minute', { 'Retry-After': '60' });
    }
  }
  if (!isJsonContentType(request.headers.get('Content-Type'))) {
    return refusal(415, 'the body must be JSON, sent with Content-Type: application/json');
  }
  const text = await readSmallBody(request);
  if (!text.ok) return refusal(text.status, text.error);
  const parsed = parseJson(text.value);
  return parsed.ok ? { body: parsed.value } : refusal(400, parsed.error);
}

async function subscribe(context: Context): Promise<Response> {
  const checked = await changeBody(context);
  if (checked instanceof Response) return checked;
  const subscription = parseSubscription(checked.body);
  if (!subscription.ok) return refusal(400, subscription.error);
  if (!(await isP256Point(base64urlBytes(subscription.value.keys.p256dh)!))) {
    return refusal(400, 'keys.p256dh is not a point on the P-256 curve');
  }
  const saved = await saveSubscription(context.env.SUBSCRIPTIONS, subscription.value);
  return json(saved === 'created' ? 201 : 200, { status: saved });
}

async function unsubscribe(context: Context): Promise<Response> {
  const checked = await changeBody(context);
  if (checked instanceof Response) return checked;
  const endpoint = parseUnsubscribe(checked.body);
  if (!endpoint.ok) return refusal(400, endpoint.error);
  await removeSubscription(context.env.SUBSCRIPTIONS, endpoint.value);
  return noContent();
}

async function forSender(context: Context, answer: () => Promise<Response>): Promise<Response> {
  return (await isSender(context.request, context.env)) ? answer() : unauthorized();
}

function route(context: Context): Promise<Response> | Response {
  const { request, env, site, origin } = context;
  const { pathname } = new URL(request.url);
  const method = request.method;
  if (pathname === '/subscriptions') {
    if (method === 'OPTIONS') return preflight(origin, site);
    if (method === 'POST') return subscribe(context);
    if (method === 'DELETE') return unsubscribe(context);
    if (method === 'GET') {
      return forSender(context, async () => json(200, { subscriptions: await allSubscriptions(env.SUBSCRIPTIONS) }));
    }
    return notAllowed('GET, POST, DELETE, OPTIONS');
  }
  if (pathname === '/sent') {
    if (method !== 'GET') return notAllowed('GET');
    return forSender(context, async () => json(200, { sent: await sentIds(env.SUBSCRIPTIONS) }));
  }
  const sent = /^\/sent\/([^/]*)$/.exec(pathname);
  if (sent) {
    if (method !== 'PUT' && method !== 'DELETE') return notAllowed('PUT, DELETE');
    const id = sent[1]!;
    return forSender(context, async () => {
      if (!isNoticeId(id)) return refusal(400, 'a notice id is lowercase letters, digits and hyphens');
      await (method === 'PUT' ? markSent : unmarkSent)(env.SUBSCRIPTIONS, id);
      return noContent();
    });
  }
  return refusal(404, `the relay has no ${pathname}: it answers /subscriptions and /sent`);
}

export default {
  async fetch(request, env): Promise<Response> {
    const config = siteOriginOf(env);
    if ('error' in config) return refusal(500, config.error);
    const origin = request.headers.get('Origin');
    const answer = await route({ request, env, site: config.site, origin });
    return withCors(answer, origin, config.site);
  },
} satisfies ExportedHandler<Env>;
