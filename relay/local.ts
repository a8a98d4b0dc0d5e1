/**
 * The relay on this machine, for `npm run relay` and the tests alike: the TypeScript Worker bundled into the one
 * ES module that workerd runs, Miniflare options taken from wrangler.toml (its D1 database, both rate limits and
 * its settings), and the migrations applied as `wrangler d1 migrations apply` applies them, so what runs here is
 * what Cloudflare runs.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Miniflare, MiniflareOptions } from 'miniflare';
import { bundle } from '../scripts/build/bundle.ts';

const RELAY_DIR = fileURLToPath(new URL('.', import.meta.url));
export const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/relay/', import.meta.url));

let bundled: Promise<string> | undefined;

/** The Worker as one ES module (made once per process); also written to the cache folder, to read when something goes wrong. */
export function bundleRelay(): Promise<string> {
  bundled ??= (async () => {
    const code = await bundle(`${RELAY_DIR}worker.ts`, { format: 'es' });
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(`${CACHE_DIR}worker.js`, code);
    return code;
  })();
  return bundled;
}

interface Deployed {
  compatibilityDate: string;
  limits: Record<string, { namespace_id: string; simple: { limit: number; period: number } }>;
  vars: Record<string, string>;
}

/** The settings of wrangler.toml that the local relay must share with the deployed one (read line by line). */
export async function deployedSettings(): Promise<Deployed> {
  const toml = await readFile(`${RELAY_DIR}wrangler.toml`, 'utf8');
  const settings: Deployed = { compatibilityDate: '', limits: {}, vars: {} };
  let section = '';
  let limit: { name?: string; namespace_id?: string; limit?: number; period?: number } = {};
  const endLimit = () => {
    if (limit.name) {
      const { name, namespace_id = '1', limit: count = 0, period = 60 } = limit;
      settings.limits[name] = { namespace_id, simple: { limit: count, period } };
    }
    limit = {};
  };
  for (const line of toml.split('\n')) {
    const header = /^\s*\[+([\w.]+)\]+\s*$/.exec(line);
    if (header) {
      if (header[1] === 'ratelimits') endLimit();
      section = header[1]!;
      continue;
    }
    const pair = /^\s*(\w+)\s*=\s*"?([^"#]*?)"?\s*(#.*)?$/.exec(line);
    if (!pair) continue;
    const [, key, value] = pair as unknown as [string, string, string];
    if (section === '' && key === 'compatibility_date') settings.compatibilityDate = value;
    if (section === 'vars') settings.vars[key] = value;
    if (section === 'ratelimits' && (key === 'name' || key === 'namespace_id')) limit[key] = value;
    if (section === 'ratelimits.simple' && (key === 'limit' || key === 'period')) limit[key] = Number(value);
  }
  endLimit();
  if (!settings.compatibilityDate) throw new Error('relay/wrangler.toml has no compatibility_date');
  return settings;
}

export interface LocalRelay {
  secret: string;
  siteOrigin: string;
  /** The school's VAPID keys (`npm run vapid-keys`). */
  vapid: { publicKey: string; privateKey: string };
  /** Where D1 keeps its data between runs; in memory when absent. */
  persistTo?: string;
  port?: number;
  /** Settings over wrangler.toml's [vars] (a test's own daily ceiling). */
  vars?: Record<string, string>;
  /** Where the Worker's requests to push services go: the network, or a test's stand-in. */
  outbound?: MiniflareOptions['outboundService'];
  /** The relay's old Workers KV list, for moving it across. */
  oldKv?: boolean;
}

export async function relayOptions(local: LocalRelay): Promise<MiniflareOptions> {
  const [script, deployed] = await Promise.all([bundleRelay(), deployedSettings()]);
  return {
    name: 'school-push-relay',
    modules: true,
    script,
    scriptPath: `${CACHE_DIR}worker.js`,
    compatibilityDate: deployed.compatibilityDate,
    d1Databases: { DB: 'school-push-relay' },
    d1Persist: local.persistTo ?? false,
    ...(local.oldKv ? { kvNamespaces: ['OLD_SUBSCRIPTIONS'] } : {}),
    ratelimits: deployed.limits,
    bindings: {
      ...deployed.vars,
      ...local.vars,
      SITE_ORIGIN: local.siteOrigin,
      RELAY_SECRET: local.secret,
      VAPID_PUBLIC_KEY: local.vapid.publicKey,
      VAPID_PRIVATE_KEY: local.vapid.privateKey,
    },
    ...(local.outbound ? { outboundService: local.outbound } : {}),
    host: '127.0.0.1',
    port: local.port ?? 0,
  };
}

/** The statements of a migration file: its comments dropped, split at each `;` that ends a line. */
export const statementsOf = (sql: string): string[] =>
  sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Applies the migrations not applied yet, recording each as wrangler does (its d1_migrations table). */
export async function migrate(mf: Miniflare): Promise<void> {
  const db = await mf.getD1Database('DB');
  await db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  const applied = new Set(
    (await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map(({ name }) => name),
  );
  const dir = `${RELAY_DIR}migrations/`;
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()) {
    if (applied.has(name)) continue;
    const statements = statementsOf(await readFile(`${dir}${name}`, 'utf8'));
    await db.batch([
      ...statements.map((statement) => db.prepare(statement)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name),
    ]);
  }
}
