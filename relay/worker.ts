/**
 * The push relay: keeps the push addresses of the parents who asked for notices on their phones, in Cloudflare D1,
 * so the deploy workflow can send each new urgent notice to every one of them, once. The site adds and removes its
 * own visitor's phone (./site-routes.ts); only the sender, with the relay's secret, may read the list and record
 * what it sent (./sender-routes.ts).
 */
import { isSecret } from './crypto.ts';
import { preflight, refusal, withCors } from './http.ts';
import { bearerToken } from './headers.ts';
import { importKv, keepCurrent, listNotices, listPhones, notice, runFailed } from './sender-routes.ts';
import { subscribe, unsubscribe } from './site-routes.ts';
import type { Context, Env } from './context.ts';

/** The site's origin as browsers send it, or why the relay cannot work as deployed. */
function siteOriginOf(env: Env): { site: string } | { error: string } {
  if (!env.RELAY_SECRET) return { error: 'the relay has no secret: run `wrangler secret put RELAY_SECRET`' };
  if (!(Number(env.NEW_PER_DAY) > 0)) return { error: 'the relay has no NEW_PER_DAY: set it under [vars]' };
  try {
    return { site: new URL(env.SITE_ORIGIN).origin };
  } catch {
    return { error: 'the relay has no SITE_ORIGIN: set it under [vars] in wrangler.toml' };
  }
}

const unauthorized = (): Response =>
  refusal(401, 'this needs the header Authorization: Bearer <RELAY_SECRET>', { 'WWW-Authenticate': 'Bearer' });

const notAllowed = (allow: string): Response => refusal(405, `this address answers ${allow} only`, { Allow: allow });

async function forSender(context: Context, answer: () => Promise<Response> | Response): Promise<Response> {
  const token = bearerToken(context.request.headers.get('Authorization'));
  return (await isSecret(token, context.env.RELAY_SECRET)) ? answer() : unauthorized();
}

function route(context: Context): Promise<Response> | Response {
  const { request, site, origin } = context;
  const { pathname } = new URL(request.url);
  const method = request.method;
  if (pathname === '/subscriptions') {
    if (method === 'OPTIONS') return preflight(origin, site);
    if (method === 'POST') return subscribe(context);
    if (method === 'DELETE') return unsubscribe(context);
    if (method === 'GET') return forSender(context, () => listPhones(context));
    return notAllowed('GET, POST, DELETE, OPTIONS');
  }
  if (pathname === '/notices') {
    if (method === 'GET') return forSender(context, () => listNotices(context));
    return method === 'PUT' ? forSender(context, () => keepCurrent(context)) : notAllowed('GET, PUT');
  }
  const noticePath = /^\/notices\/([^/]*)(?:\/(claim|results))?$/.exec(pathname);
  if (noticePath) return forSender(context, () => notice(context, noticePath[1]!, noticePath[2]));
  if (pathname === '/phones/failed') {
    return method === 'POST' ? forSender(context, () => runFailed(context)) : notAllowed('POST');
  }
  if (pathname === '/import-kv') {
    return method === 'POST' ? forSender(context, () => importKv(context)) : notAllowed('POST');
  }
  return refusal(404, `the relay has no ${pathname}: it answers /subscriptions and /notices`);
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
