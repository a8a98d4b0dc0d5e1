/**
 * The site's Content-Security-Policy and other security headers: only the site's own origin, plus the
 * configured gallery API, gallery image hosts and image resizer, and the push relay. The build puts the policy in a <meta> tag of
 * every page; the preview server (and docs/publishing.md's deploy notes) send it as HTTP headers, with the parts a
 * <meta> tag cannot carry (frame-ancestors).
 */
import type { Identity } from '../../src/lib/identity.ts';
import { resizerOrigin } from '../../src/lib/gallery/gallery-images.ts';

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
    // The push relay, when there is one: a parent's phone tells it where to send notices (src/notices/push/apart/push-client.ts).
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

/**
 * What the site lets its pages use: the fullscreen gallery viewer, and nothing else a page could ask a phone for
 * (every name one Chromium knows, so none is reported as unknown; the retired `interest-cohort` is gone).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HTTPS only, for a year, on the school's subdomains too (preload is the school's to ask for: docs/publishing.md). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What every file the site serves carries, whatever it is (a page, a photo, a feed, the editor): the hosts' baseline
 * rule. A policy that differs between the site and the editor is not here: hosts add up every rule that covers an
 * address, and two policies would both apply.
 */
export const baselineHeaders: Record<string, string> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** A page's own: its Content-Security-Policy (with frame-ancestors) and a window of its own. */
export function pageHeaders(identity: Identity): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(identity, { forMeta: false }),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
