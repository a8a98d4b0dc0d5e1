/**
 * The relay on this machine, for `npm run relay` and the tests alike: the TypeScript Worker bundled into the
 * one ES module that workerd runs, and Miniflare options taken from wrangler.toml, so what runs here is what
 * Cloudflare runs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { MiniflareOptions } from 'miniflare';
import { bundle } from '../scripts/build/bundle.ts';

const RELAY_DIR = fileURLToPath(new URL('.', import.meta.url));
export const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/relay/', import.meta.url));

/** The Worker as one ES module; also written to the cache folder, to read when something goes wrong. */
export async function bundleRelay(): Promise<string> {
  const code = await bundle(`${RELAY_DIR}worker.ts`, { format: 'es' });
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(`${CACHE_DIR}worker.js`, code);
  return code;
}

interface Deployed {
  compatibilityDate: string;
  limit: number;
  period: number;
}

/** The settings of wrangler.toml that the local relay must share with the deployed one. */
export async function deployedSettings(): Promise<Deployed> {
  const toml = await readFile(`${RELAY_DIR}wrangler.toml`, 'utf8');
  const setting = (name: string): string => {
    const match = new RegExp(`^\\s*${name}\\s*=\\s*"?([^"\\s]+)"?\\s*$`, 'm').exec(toml);
    if (!match) throw new Error(`relay/wrangler.toml has no ${name}`);
    return match[1]!;
  };
  return {
    compatibilityDate: setting('compatibility_date'),
    limit: Number(setting('limit')),
    period: Number(setting('period')),
  };
}

export interface LocalRelay {
  secret: string;
  siteOrigin: string;
  /** Where KV keeps its data between runs; in memory when absent. */
  persistTo?: string;
  port?: number;
}

export async function relayOptions({ secret, siteOrigin, persistTo, port }: LocalRelay): Promise<MiniflareOptions> {
  const [script, deployed] = await Promise.all([bundleRelay(), deployedSettings()]);
  return {
    name: 'school-push-relay',
    modules: true,
    script,
    scriptPath: `${CACHE_DIR}worker.js`,
    compatibilityDate: deployed.compatibilityDate,
    kvNamespaces: ['SUBSCRIPTIONS'],
    kvPersist: persistTo ?? false,
    ratelimits: { PUBLIC_LIMIT: { namespace_id: '1001', simple: { limit: deployed.limit, period: deployed.period } } },
    bindings: { SITE_ORIGIN: siteOrigin, RELAY_SECRET: secret },
    host: '127.0.0.1',
    port: port ?? 0,
  };
}
