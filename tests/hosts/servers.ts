/**
 * dist/ served by the hosts' own servers, for the host tests: Cloudflare Pages' asset server (wrangler's local
 * `pages dev`, in workerd, with no account and no network) reading the build's _headers and _redirects, and Debian's
 * nginx and Caddy running the configurations `npm run deploy-config` prints (scripts/build/host-configs.ts), on
 * HTTPS with a certificate made for the test. Each on a port of its own, in a scratch folder of its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployRules } from '../../scripts/build/deploy-rules.ts';
import { caddyfile, nginxServer } from '../../scripts/build/host-configs.ts';
import type { Env } from '../../src/lib/identity.ts';
import { content } from '../helpers/content.ts';
import { get } from './http.ts';

export interface Host {
  name: string;
  /** Where the site is served: http://127.0.0.1:port or https://127.0.0.1:port. */
  origin: string;
  /** The certificate to trust (the HTTPS servers'). */
  ca?: string;
  stop(): Promise<void>;
}

const DIST = path.resolve('dist');
/** The date wrangler's workerd is told to behave as of: one its workerd knows (a newer one stops it). */
const COMPATIBILITY_DATE = '2026-05-01';

/** A self-signed certificate for 127.0.0.1 (the servers' and the tests' only trust). */
function certificate(dir: string): { certificate: string; key: string; pem: string } {
  const [certificate, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

/** Starts a server and waits until it answers, with what it printed if it never does. */
async function started(name: string, child: ChildProcess, origin: string, ca?: string): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await get(`${origin}/`, { ca });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill();
  throw new Error(`${name} did not start:\n${output.slice(-3000)}`);
}

const stopper = (child: ChildProcess, scratch: string) => () =>
  new Promise<void>((resolve) => {
    // A server that has died already has no exit left to wait for.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  }).finally(() => rmSync(scratch, { recursive: true, force: true }));

/** Where `pages dev --persist-to <dir>` keeps its bindings' data: Miniflare's store for the same bucket opens here. */
export const pagesBindings = (dir: string) => path.join(dir, 'v3');

/**
 * Cloudflare Pages, as `wrangler pages dev` serves dist/ (its _headers and _redirects read as the host reads them).
 * With `photoStore`, the site's _worker.js gets the bucket PHOTOS, kept in that folder (./pagesBindings).
 */
export async function cloudflarePages(
  port: number,
  { dist = DIST, photoStore }: { dist?: string; photoStore?: { dir: string; bucket: string } } = {},
): Promise<Host> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'host-cloudflare-'));
  const store = photoStore ? ['--r2', `PHOTOS=${photoStore.bucket}`, '--persist-to', photoStore.dir] : [];
  const child = spawn(
    path.resolve('node_modules/.bin/wrangler'),
    [
      ...['pages', 'dev', dist, '--port', String(port), '--ip', '127.0.0.1'],
      ...['--compatibility-date', COMPATIBILITY_DATE, ...store],
    ],
    {
      cwd: scratch,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CI: '1',
        HOME: scratch,
        XDG_CONFIG_HOME: scratch,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await started('wrangler pages dev', child, origin);
  return { name: 'Cloudflare Pages (wrangler)', origin, stop: stopper(child, scratch) };
}

/** Debian's libnginx-mod-http-brotli-static, which the printed server block needs (.ci/run installs it). */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Debian's nginx, running the server block deploy-config prints, inside a minimal main configuration; with
 * `photoStore`, the photos not in `dist` from the bucket's public address.
 */
export async function nginx(
  ports: { http: number; https: number },
  { dist = DIST, photoStore }: { dist?: string; photoStore?: string } = {},
): Promise<Host> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'host-nginx-'));
  const tls = certificate(scratch);
  const rules = deployRules(content, process.env as Env);
  const server = nginxServer(rules, content.identity, { root: dist, tls, ports, host: '127.0.0.1', photoStore });
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(scratch, dir));
  const config = path.join(scratch, 'nginx.conf');
  writeFileSync(
    config,
    [
      // What Debian's package enables in /etc/nginx/modules-enabled/, which this minimal configuration does not read.
      `load_module ${BROTLI_STATIC};`,
      `pid ${scratch}/nginx.pid;`,
      'error_log stderr warn;',
      'daemon off;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (d) => `  ${d === 'body' ? 'client_body' : d}_temp_path ${scratch}/${d};`,
      ),
      server,
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-c', config, '-p', scratch], { stdio: ['ignore', 'pipe', 'pipe'] });
  const origin = `https://127.0.0.1:${ports.https}`;
  await started('nginx', child, origin, tls.pem);
  return { name: 'nginx', origin, ca: tls.pem, stop: stopper(child, scratch) };
}

/** Debian's Caddy, running the Caddyfile deploy-config prints (with the test's certificate, and no admin API). */
export async function caddy(port: number): Promise<Host> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'host-caddy-'));
  const tls = certificate(scratch);
  const rules = deployRules(content, process.env as Env);
  const site = caddyfile(rules, content.identity, {
    root: DIST,
    tls,
    ports: { http: port + 1, https: port },
    host: '127.0.0.1',
  });
  const config = path.join(scratch, 'Caddyfile');
  writeFileSync(
    config,
    `{\n  admin off\n  auto_https disable_redirects\n  storage file_system ${scratch}/data\n}\n\n${site}`,
  );
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `https://127.0.0.1:${port}`;
  await started('caddy', child, origin, tls.pem);
  return { name: 'Caddy', origin, ca: tls.pem, stop: stopper(child, scratch) };
}
