/**
 * `npm run deploy-config`: the build's host rules (scripts/build/deploy-rules.ts) as an nginx server block and a
 * Caddyfile, for this deployment's settings (docs/publishing.md), made by scripts/build/host-configs.ts.
 *
 *   npm run deploy-config [-- --root /var/www/school] [--photo-store https://photos.school.in]
 *
 * --photo-store: the public address of the bucket the gallery photos were moved to (docs/hosting.md,
 * `npm run photos:upload -- --own-server`); nginx then fetches from it each photo not on its disk.
 */
import { parseArgs } from 'node:util';
import { loadContentOrExit } from '../build/content/load.ts';
import { deployRules } from '../build/deploy-rules.ts';
import { caddyfile, nginxServer } from '../build/host-configs.ts';
import type { Env } from '../../src/lib/identity.ts';
import { settingsOf } from '../build/settings.ts';

const { values } = parseArgs({
  options: { root: { type: 'string', default: '/var/www/school' }, 'photo-store': { type: 'string' } },
});
const env = settingsOf() as Env;
const content = loadContentOrExit(process.cwd(), env);
const { identity } = content;
const rules = deployRules(content, env);
const place = { root: values.root, photoStore: values['photo-store'] };
console.log(
  [
    `# nginx: /etc/nginx/conf.d/school.conf (dist/ copied to ${place.root}; the certificate where Certbot puts it)`,
    nginxServer(rules, identity, place),
    `# Caddyfile (dist/ copied to ${place.root}; Caddy gets the certificate itself${place.photoStore ? '; it serves the photos from its disk only: keep them there' : ''})`,
    caddyfile(rules, identity, place),
  ].join('\n'),
);
