/**
 * The site's Content-Security-Policy and other security headers: only the site's own origin, plus the
 * configured gallery API, gallery image hosts and image resizer, and the push relay. The build puts the policy in a <meta> tag of
 * every page; the preview server (and the README's deploy notes) send it as HTTP headers, with the parts a
 * <meta> tag cannot carry (frame-ancestors).
 */
import type { Identity } from '../../src/lib/identity.ts';
import { resizerOrigin } from '../../src/lib/gallery-images.ts';

export function contentSecurityPolicy(identity: Identity, { forMeta }: { forMeta: boolean }): string {
  const api = identity.galleryApiBase ? new URL(identity.galleryApiBase).origin : '';
  // The photo hosts, and the image resizer in front of them when it is not the site itself.
  const resizer = resizerOrigin(identity.galleryImageResizer);
  const imageHosts = [
    ...identity.galleryImageHosts,
    ...(resizer && !identity.galleryImageHosts.includes(resizer) ? [resizer] : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    // React writes a few layout values (CSS custom properties) as style attributes; attributes run no code.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", ...imageHosts],
    // The service worker fetches gallery photos too, so their hosts are in connect-src as well.
    // The push relay, when there is one: a parent's phone tells it where to send notices (src/lib/push-client.ts).
    [
      'connect-src',
      "'self'",
      ...(api ? [api] : []),
      ...imageHosts,
      ...(identity.pushRelay ? [identity.pushRelay] : []),
    ],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (!forMeta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((d) => d.join(' ')).join('; ');
}

export function securityHeaders(identity: Identity): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(identity, { forMeta: false }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
