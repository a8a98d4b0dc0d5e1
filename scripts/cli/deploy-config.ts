/**
 * `npm run deploy-config`: the build's host rules (scripts/build/deploy-rules.ts) as an nginx server block and a
 * Caddyfile, for this deployment's settings (docs/publishing.md), made by scripts/build/host-configs.ts.
 *
 *   npm run deploy-config [-- --root /var/www/school]
 */
import { parseArgs } from 'node:util';
import { loadContentOrExit } from '../build/content/load.ts';
import { deployRules } from '../build/deploy-rules.ts';
import { caddyfile, nginxServer } from '../build/host-configs.ts';
import type { Env } from '../../src/lib/identity.ts';
import { settingsOf } from '../build/settings.ts';

const { values } = parseArgs({ options: { root: { type: 'string', default: '/var/www/school' } } });
const env = settingsOf() as Env;
const content = loadContentOrExit(process.cwd(), env);
const { identity } = content;
const rules = deployRules(content, env);
const place = { root: values.root };
console.log(
  [
    `# nginx: /etc/nginx/conf.d/school.conf (dist/ copied to ${place.root}; the certificate where Certbot puts it)`,
    nginxServer(rules, identity, place),
    `# Caddyfile (dist/ copied to ${place.root}; Caddy gets the certificate itself)`,
    caddyfile(rules, identity, place),
  ].join('\n'),
);
